import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A positive whole number from the address, or null. */
export function readId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A user id (a UUID) from the address, or null. */
export function readUserId(value: string | null): string | null {
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : null;
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
        next.delete("with_user");
        return next;
      }),
    [setParams],
  );
  return [threadId, select];
}
