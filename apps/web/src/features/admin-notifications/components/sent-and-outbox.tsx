import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { describeFailure } from "@/lib/api-errors";
import { outboxQueryOptions } from "../api/list-outbox";
import { sentNotificationsQueryOptions } from "../api/list-sent-notifications";

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

const audienceLabel = (audience: { kind: string; role?: string; plan?: string; user_ids?: string[] }) =>
  audience.kind === "everyone"
    ? "Everyone"
    : audience.kind === "role"
      ? `All ${audience.role}s`
      : audience.kind === "plan"
        ? `Plan ${audience.plan}`
        : `${audience.user_ids?.length ?? 0} chosen`;

/** What admins sent, with how many have read each. */
export function SentNotifications() {
  const sent = useQuery(sentNotificationsQueryOptions());
  if (sent.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (sent.isError) return <Alert tone="error">{describeFailure(sent.error)}</Alert>;
  if (sent.data.length === 0) return <p className="text-sm text-slate-600">Nothing sent yet.</p>;
  return (
    <ul className="grid gap-2">
      {sent.data.map((item) => (
        <li key={item.id} className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <p className="font-medium text-slate-900">{item.title}</p>
          <p className="text-slate-600">{item.body}</p>
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <Badge>{audienceLabel(item.audience)}</Badge>
            {item.read_count} of {item.recipient_count} read · {item.sent_by} · {formatWhen(item.created_at)}
            {item.send_email && <Badge tone="brand">e-mailed</Badge>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The e-mail outbox: everything the platform wrote, sent by SMTP where configured. */
export function Outbox() {
  const outbox = useQuery(outboxQueryOptions());
  if (outbox.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (outbox.isError) return <Alert tone="error">{describeFailure(outbox.error)}</Alert>;
  if (outbox.data.length === 0) return <p className="text-sm text-slate-600">No e-mail written yet.</p>;
  return (
    <ul className="grid gap-2">
      {outbox.data.map((email) => (
        <li key={email.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <details>
            <summary className="cursor-pointer">
              <span className="font-medium text-slate-900">{email.subject}</span>{" "}
              <span className="text-slate-600">to {email.to}</span>{" "}
              <span className="text-xs text-slate-500">· {formatWhen(email.created_at)}</span>{" "}
              {email.sent_at ? (
                <Badge tone="success">sent</Badge>
              ) : email.last_error ? (
                <Badge tone="danger">failed</Badge>
              ) : (
                <Badge>in outbox</Badge>
              )}
            </summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-md bg-slate-50 p-2 text-xs text-slate-800">
              {email.text}
            </pre>
            {email.last_error && <p className="mt-1 text-xs text-red-700">{email.last_error}</p>}
          </details>
        </li>
      ))}
    </ul>
  );
}
