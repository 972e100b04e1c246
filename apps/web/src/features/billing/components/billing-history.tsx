import type { LedgerEntry } from "@app/contract/billing";
import type { Invoice } from "@app/contract/dashboard";
import { CREDIT_KIND_LABELS } from "@app/domain/credits";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatDay, formatMoney } from "@/lib/format-money";
import { ColumnHeads } from "./column-heads";

export const STATUS_TONE = { paid: "success", open: "warning", void: "neutral" } as const;
const LEDGER_COLUMNS = [
  { label: "Date" },
  { label: "What" },
  { label: "Child" },
  { label: "Credits", amount: true },
  { label: "Money", amount: true },
];

/** The family's invoices, each opening its printable view. */
export function InvoiceList({
  invoices,
  invoiceHref,
}: {
  invoices: Invoice[];
  invoiceHref: (id: number) => string;
}) {
  if (invoices.length === 0) return <p className="text-slate-600">No invoices yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {invoices.map((inv) => (
        <li
          key={inv.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
        >
          <span className="grid min-w-0 gap-0.5">
            <span className="font-medium text-slate-900">
              {inv.number} · {inv.description}
            </span>
            <span className="text-xs text-slate-500">Issued {formatDay(inv.issued_at)}</span>
          </span>
          <span className="flex items-center gap-3">
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatMoney(inv.amount_cents, inv.currency)}
            </span>
            <Badge tone={STATUS_TONE[inv.status]}>{inv.status}</Badge>
            <Link
              to={invoiceHref(inv.id)}
              className="font-medium text-brand-700 hover:underline"
              aria-label={`View invoice ${inv.number}`}
            >
              View
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Every movement of money and credits, newest first: the ledger balances are derived from. */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0)
    return <p className="text-slate-600">Nothing has happened on this account yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:hidden">
        {entries.map((e) => (
          <li key={e.id} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
            <span className="grid min-w-0 gap-0.5">
              <span className="text-slate-900">{e.description}</span>
              <span className="text-xs text-slate-500">
                {formatDay(e.at)}
                {e.student_name ? ` · ${e.student_name}` : ""}
              </span>
            </span>
            <span className="grid justify-items-end gap-0.5 whitespace-nowrap tabular-nums">
              <CreditsCell entry={e} />
              <MoneyCell entry={e} />
            </span>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Ledger of payments and credits</caption>
          <ColumnHeads
            columns={LEDGER_COLUMNS}
            cellClassName="px-4 py-2"
            className="border-b border-slate-200"
          />
          <tbody className="divide-y divide-slate-100">
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDay(e.at)}</td>
                <td className="px-4 py-2 text-slate-900">{e.description}</td>
                <td className="px-4 py-2 text-slate-600">{e.student_name ?? "—"}</td>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                  <CreditsCell entry={e} />
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                  <MoneyCell entry={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CreditsCell({ entry: e }: { entry: LedgerEntry }) {
  if (e.credits === null) return null;
  return (
    <span className={e.credits < 0 ? "text-slate-700" : "text-emerald-700"}>
      {`${e.credits > 0 ? "+" : "−"}${Math.abs(e.credits)} ${e.credit_type === "ai-session" ? "AI" : "tutor"}`}
      {e.credit_type && <span className="sr-only"> {CREDIT_KIND_LABELS[e.credit_type]}</span>}
    </span>
  );
}

function MoneyCell({ entry: e }: { entry: LedgerEntry }) {
  if (e.amount_cents === null || !e.currency) return null;
  return (
    <span className={cn("font-medium", e.amount_cents < 0 ? "text-red-700" : "text-slate-900")}>
      {formatMoney(e.amount_cents, e.currency)}
    </span>
  );
}
