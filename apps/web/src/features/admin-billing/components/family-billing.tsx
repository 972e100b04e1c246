import type { LedgerEntry } from "@app/contract/billing";
import { PLAN_LABELS } from "@app/domain/credits";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDay, formatMoney } from "@/lib/format-money";
import { familyBillingQueryOptions } from "../api/get-family-billing";
import { RecordPaymentForm } from "./record-payment-form";
import { RefundForm } from "./refund-form";

/** One family's books for an admin: each child's credits, recording a payment, the ledger with refunds. */
export function FamilyBilling({ payerId }: { payerId: string }) {
  const query = useQuery(familyBillingQueryOptions(payerId));
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const account = query.data;
  return (
    <div className="grid gap-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Children's credits">
        {account.children.map((c) => (
          <li key={c.id} className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{c.name}</span>
              <Badge tone="brand">{PLAN_LABELS[c.plan]}</Badge>
            </span>
            <span className="text-slate-700" data-testid={`admin-balance-${c.id}`}>
              {c.balances["tutor-session"]} tutor sessions · {c.balances["ai-session"]} AI sessions
            </span>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>Record a payment</CardTitle>
        </CardHeader>
        <CardContent>
          <RecordPaymentForm key={payerId} familyChildren={account.children} />
        </CardContent>
      </Card>
      {account.invoices.length > 0 && (
        <section aria-labelledby="family-invoices-heading" className="grid gap-3">
          <h3 id="family-invoices-heading" className="text-lg font-semibold text-slate-900">
            Invoices
          </h3>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {account.invoices.map((inv) => (
              <li
                key={inv.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm"
              >
                <span className="min-w-0 text-slate-900">
                  {inv.number} · {inv.description}
                  <span className="block text-xs text-slate-500">Issued {formatDay(inv.issued_at)}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-medium tabular-nums text-slate-900">
                    {formatMoney(inv.amount_cents, inv.currency)}
                  </span>
                  <Badge
                    tone={inv.status === "paid" ? "success" : inv.status === "open" ? "warning" : "neutral"}
                  >
                    {inv.status}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="family-ledger-heading" className="grid gap-3">
        <h3 id="family-ledger-heading" className="text-lg font-semibold text-slate-900">
          Ledger of {account.payer.name}
        </h3>
        <Ledger entries={account.ledger} />
      </section>
    </div>
  );
}

function Ledger({ entries }: { entries: LedgerEntry[] }) {
  const [refunding, setRefunding] = useState<string | null>(null);
  if (entries.length === 0) return <p className="text-slate-600">No payments or credits yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {entries.map((e) => (
        <li key={e.id} className="grid gap-2 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span className="grid min-w-0 gap-0.5">
              <span className="text-slate-900">{e.description}</span>
              <span className="text-xs text-slate-500">
                {formatDay(e.at)}
                {e.student_name ? ` · ${e.student_name}` : ""}
                {e.method ? ` · ${e.method}` : ""}
              </span>
            </span>
            <span className="flex items-center gap-3">
              {e.credits !== null && (
                <span className={cn("tabular-nums", e.credits < 0 ? "text-slate-700" : "text-emerald-700")}>
                  {e.credits > 0 ? "+" : "−"}
                  {Math.abs(e.credits)} {e.credit_type === "ai-session" ? "AI" : "tutor"}
                </span>
              )}
              {e.amount_cents !== null && e.currency && (
                <span
                  className={cn(
                    "font-medium tabular-nums",
                    e.amount_cents < 0 ? "text-red-700" : "text-slate-900",
                  )}
                >
                  {formatMoney(e.amount_cents, e.currency)}
                </span>
              )}
              {e.type === "payment" && (e.refundable_cents ?? 0) > 0 && refunding !== e.id && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRefunding(e.id)}
                  aria-label={`Refund ${e.description}`}
                >
                  Refund
                </Button>
              )}
              {e.type === "payment" && e.refundable_cents === 0 && <Badge>Refunded</Badge>}
            </span>
          </div>
          {refunding === e.id && <RefundForm entry={e} onDone={() => setRefunding(null)} />}
        </li>
      ))}
    </ul>
  );
}
