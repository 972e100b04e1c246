import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A positive whole number from the address, or null. */
export function readId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The open conversation, kept in the address as `?thread=` (so back and reload keep it). */
export function useThreadParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const threadId = readId(params.get("thread"));
  const select = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete("thread");
        else next.set("thread", String(id));
        next.delete("with_student");
        return next;
      }),
    [setParams],
  );
  return [threadId, select];
}
