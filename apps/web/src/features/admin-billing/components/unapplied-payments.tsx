import { UNAPPLIED_REASON_LABELS, type UnappliedPayment } from "@app/contract/unapplied-payments";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay, formatMoney } from "@/lib/format-money";
import { useGrantUnappliedPayment } from "../api/grant-unapplied-payment";
import { unappliedPaymentsQueryOptions } from "../api/list-unapplied-payments";
import { useRefundUnappliedPayment } from "../api/refund-unapplied-payment";

const STATUS: Record<UnappliedPayment["status"], { label: string; tone: "warning" | "success" | "neutral" }> =
  {
    open: { label: "Needs a decision", tone: "warning" },
    refunding: { label: "Refund under way", tone: "warning" },
    refunded: { label: "Refunded", tone: "neutral" },
    granted: { label: "Granted", tone: "success" },
  };

function Summary({ payment }: { payment: UnappliedPayment }) {
  return (
    <div className="grid min-w-0 gap-0.5 text-sm">
      <span className="font-medium text-slate-900">
        {payment.payer_name} paid {formatMoney(payment.amount_cents, payment.currency)} for{" "}
        {payment.requested}
      </span>
      <span className="text-slate-600">
        Not applied: {UNAPPLIED_REASON_LABELS[payment.reason]} (asked{" "}
        {formatMoney(payment.requested_cents, payment.requested_currency)}), {formatDay(payment.created_at)}
      </span>
    </div>
  );
}

/**
 * Card payments Stripe took that were not applied (issue 20 item 7): each open one is refunded
 * (through Stripe, or marked as refunded by hand) or granted as asked, once; decided ones stay listed.
 */
export function UnappliedPayments() {
  const query = useQuery(unappliedPaymentsQueryOptions());
  if (query.isPending) return <Skeleton className="h-24" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  if (query.data.payments.length === 0)
    return (
      <p className="text-slate-600">
        Every card payment was applied. One paid after its request was cancelled, or for another amount or
        currency, would wait here.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {query.data.payments.map((payment) => (
        <li key={payment.id} className="grid gap-3 px-4 py-3" aria-label={`Card payment ${payment.id}`}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <Summary payment={payment} />
            <Badge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</Badge>
          </div>
          {payment.status === "open" ? (
            <Decide payment={payment} />
          ) : (
            payment.resolved_at && (
              <p className="text-xs text-slate-500">
                {STATUS[payment.status].label} by {payment.resolved_by_name ?? "an admin"} on{" "}
                {formatDay(payment.resolved_at)}: {payment.note}
              </p>
            )
          )}
        </li>
      ))}
    </ul>
  );
}

function Decide({ payment }: { payment: UnappliedPayment }) {
  const [note, setNote] = useState("");
  const refund = useRefundUnappliedPayment();
  const grant = useGrantUnappliedPayment();
  const busy = refund.isPending || grant.isPending;
  const ready = note.trim().length > 0 && !busy;
  const failure = refund.error ?? grant.error;
  return (
    <div className="grid gap-2">
      <FormField
        label="Note (why, for the audit log)"
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
        className="max-w-md"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="destructive"
          disabled={!ready}
          isBusy={refund.isPending && refund.variables?.method === "stripe"}
          onClick={() => refund.mutate({ id: payment.id, method: "stripe", note: note.trim() })}
        >
          Refund through Stripe
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!ready}
          isBusy={refund.isPending && refund.variables?.method === "manual"}
          onClick={() => refund.mutate({ id: payment.id, method: "manual", note: note.trim() })}
        >
          Mark refunded by hand
        </Button>
        <Button
          size="sm"
          disabled={!ready || payment.purchase_request_id === null}
          isBusy={grant.isPending}
          onClick={() => grant.mutate({ id: payment.id, note: note.trim() })}
        >
          Grant what was asked
        </Button>
      </div>
      {failure && <Alert tone="error">{failure.message}</Alert>}
    </div>
  );
}

/** The admin inbox's view: how many card payments wait for a decision, each in a line, and where to decide. */
export function UnappliedPaymentsInbox() {
  const query = useQuery(unappliedPaymentsQueryOptions());
  if (query.isPending) return <p className="text-sm text-slate-600">Loading payments…</p>;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const open = query.data.payments.filter((p) => p.status === "open" || p.status === "refunding");
  return (
    <div className="grid gap-2 p-2">
      {open.length === 0 ? (
        <p className="text-sm text-slate-600">No card payment is waiting for a decision.</p>
      ) : (
        <ul className="grid gap-2">
          {open.map((payment) => (
            <li key={payment.id}>
              <Summary payment={payment} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin/payments#unapplied" className="text-sm font-medium text-brand-700 hover:underline">
        Decide on the payments page
      </Link>
    </div>
  );
}
