import type { LedgerEntry } from "@app/contract/billing";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { formatMoney } from "@/lib/format-money";
import { useRefundPayment } from "../api/refund-payment";

/** Refunds part or all of what is left of a payment, optionally taking unspent credits back. */
export function RefundForm({ entry, onDone }: { entry: LedgerEntry; onDone: () => void }) {
  const left = entry.refundable_cents ?? 0;
  const currency = entry.currency ?? "USD";
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState("");
  const [credits, setCredits] = useState("0");
  const refund = useRefundPayment();
  const cents = Math.round(Number(amount) * 100);
  const amountProblem =
    !Number.isFinite(cents) || cents <= 0
      ? "Enter an amount above zero"
      : cents > left
        ? `At most ${formatMoney(left, currency)} is left of this payment`
        : null;
  const creditCount = Number(credits);
  const creditsProblem =
    !Number.isInteger(creditCount) || creditCount < 0 ? "A whole number, 0 or more" : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (amountProblem || creditsProblem || !reason.trim() || entry.payment_id === null) return;
    refund.mutate(
      {
        paymentId: entry.payment_id,
        amount_cents: cents,
        reason: reason.trim(),
        remove_credits: creditCount,
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      aria-label={`Refund ${entry.description}`}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-3"
      onSubmit={onSubmit}
    >
      <FormField
        label="Refund amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        errors={amountProblem ? [amountProblem] : undefined}
      />
      <FormField
        label="Reason"
        value={reason}
        maxLength={500}
        required
        onChange={(e) => setReason(e.target.value)}
      />
      <FormField
        label="Unspent credits to take back"
        inputMode="numeric"
        value={credits}
        onChange={(e) => setCredits(e.target.value)}
        errors={creditsProblem ? [creditsProblem] : undefined}
      />
      <div className="flex gap-2 sm:col-span-3">
        <Button
          type="submit"
          variant="destructive"
          size="sm"
          isBusy={refund.isPending}
          disabled={amountProblem !== null || creditsProblem !== null || !reason.trim()}
        >
          Refund
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Close
        </Button>
      </div>
      {refund.isError && (
        <Alert tone="error" className="sm:col-span-3">
          {refund.error.message}
        </Alert>
      )}
    </form>
  );
}
