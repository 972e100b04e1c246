import type { AuditEntry, AuditQuery } from "@app/contract/audit";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describeFailure } from "@/lib/api-errors";
import { auditQueryOptions } from "../api/list-audit";
import { formatDateTime } from "../lib/format";

function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <pre className="max-h-64 overflow-auto rounded-md bg-slate-50 p-2 text-xs text-slate-800">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <details>
        <summary className="cursor-pointer text-sm">
          <span className="font-medium text-slate-900">{entry.actor.name}</span>{" "}
          <span className="font-mono text-xs text-brand-800">{entry.action}</span>{" "}
          <span className="text-slate-600">
            {entry.entity_type} #{entry.entity_id}
          </span>{" "}
          <span className="text-xs text-slate-500">· {formatDateTime(entry.created_at)}</span>
        </summary>
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          <Snapshot label="Before" value={entry.before} />
          <Snapshot label="After" value={entry.after} />
        </div>
      </details>
    </li>
  );
}

/** Every admin change (who, what, when, before and after), filtered by kind, person and dates. */
export function AuditLog() {
  const [draft, setDraft] = useState({ entity_type: "", actor: "", from: "", to: "" });
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const audit = useQuery(auditQueryOptions(query));
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.page_size)) : 1;
  const page = Number(query.page ?? 1);
  return (
    <div className="grid gap-4">
      <form
        className="grid gap-3 sm:grid-cols-5 sm:items-end"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...draft, page: 1 });
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="audit-kind">Kind</Label>
          <select
            id="audit-kind"
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={draft.entity_type}
            onChange={(event) => setDraft({ ...draft, entity_type: event.target.value })}
          >
            <option value="">All</option>
            {audit.data?.entity_types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-actor">Who</Label>
          <Input
            id="audit-actor"
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-from">From</Label>
          <Input
            id="audit-from"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-to">To</Label>
          <Input
            id="audit-to"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </form>
      {audit.isError && <Alert tone="error">{describeFailure(audit.error)}</Alert>}
      {audit.data && audit.data.entries.length === 0 && (
        <p className="text-sm text-slate-600">No changes match.</p>
      )}
      {audit.data && audit.data.entries.length > 0 && (
        <ol className="grid gap-2" aria-label="Admin changes, newest first">
          {audit.data.entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-between">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setQuery({ ...query, page: page - 1 })}
          >
            Newer
          </Button>
          <p className="text-sm text-slate-600">
            Page {page} of {pages}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setQuery({ ...query, page: page + 1 })}
          >
            Older
          </Button>
        </div>
      )}
    </div>
  );
}
