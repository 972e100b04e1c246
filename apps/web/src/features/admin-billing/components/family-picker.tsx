import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { clientsQueryOptions } from "../api/list-clients";

/** Picks a family (a parent, or a student paying for themselves) by name. */
export function FamilyPicker({ value, onChange }: { value: string; onChange: (payerId: string) => void }) {
  const id = useId();
  const clients = useQuery(clientsQueryOptions());
  return (
    <div className="grid min-w-0 max-w-md gap-1.5">
      <Label htmlFor={id}>Family</Label>
      <Select id={id} className="w-full min-w-0" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{clients.isPending ? "Loading families…" : "Choose a family"}</option>
        {(clients.data ?? []).map((c) => (
          <option key={c.payer_id} value={c.payer_id}>
            {c.name}
            {c.email ? ` (${c.email})` : ""}
            {c.kind === "student" ? " · pays for themselves" : ""}
          </option>
        ))}
      </Select>
      {clients.isError && <p className="text-sm text-red-700">{clients.error.message}</p>}
    </div>
  );
}
