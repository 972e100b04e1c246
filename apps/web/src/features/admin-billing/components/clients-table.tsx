import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format-money";
import { clientsQueryOptions } from "../api/list-clients";

/** Every family: who pays, their children's credits per kind, money paid and refunded, open invoices. */
export function ClientsTable({
  ledgerHref,
  messageHref,
}: {
  ledgerHref: (payerId: string) => string;
  messageHref: (payerId: string) => string;
}) {
  const query = useQuery(clientsQueryOptions());
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  if (query.data.length === 0) return <p className="text-slate-600">No families yet.</p>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {query.data.map((c) => (
        <li
          key={c.payer_id}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
          aria-label={c.name}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-semibold text-slate-900">{c.name}</span>
              <span className="truncate text-sm text-slate-600">{c.email ?? "No e-mail"}</span>
            </div>
            <Badge tone={c.kind === "parent" ? "brand" : "neutral"}>
              {c.kind === "parent" ? "Parent" : "Self-paying student"}
            </Badge>
          </div>
          {c.children.length === 0 ? (
            <p className="text-sm text-slate-600">No children yet.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {c.children.map((child) => (
                <li key={child.id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-slate-800">{child.name}</span>
                  <span className="text-slate-600 tabular-nums">
                    {child.balances["tutor-session"]} tutor · {child.balances["ai-session"]} AI
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2 text-sm">
            <span className="text-slate-700">
              Paid {formatMoney(c.paid_cents, "USD")}
              {c.refunded_cents > 0 && `, refunded ${formatMoney(c.refunded_cents, "USD")}`}
            </span>
            <span className="flex items-center gap-2">
              {c.open_invoices > 0 && <Badge tone="warning">{c.open_invoices} open</Badge>}
              {c.pending_requests > 0 && <Badge tone="warning">{c.pending_requests} transfer waiting</Badge>}
              <Link
                to={messageHref(c.payer_id)}
                className="font-medium text-brand-700 hover:underline"
                aria-label={`Message ${c.name}`}
              >
                Message
              </Link>
              <Link to={ledgerHref(c.payer_id)} className="font-medium text-brand-700 hover:underline">
                Ledger
              </Link>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
