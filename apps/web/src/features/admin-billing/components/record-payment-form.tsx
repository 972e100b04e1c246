import type { BillingChild } from "@app/contract/billing";
import { CREDIT_KIND_LABELS } from "@app/domain/credits";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatMoney } from "@/lib/format-money";
import { creditOffersQueryOptions } from "@/shared/pricing/get-pricing";
import { useRecordPayment } from "../api/record-payment";

/** Records money a family paid by hand (cash, cheque, a transfer without a request): the child gets the package. */
export function RecordPaymentForm({ familyChildren: children }: { familyChildren: BillingChild[] }) {
  const childId = useId();
  const offerSelectId = useId();
  const offers = useQuery(creditOffersQueryOptions());
  const [studentId, setStudentId] = useState(children[0] ? String(children[0].id) : "");
  const [offerId, setOfferId] = useState("");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const record = useRecordPayment();
  const offer = offers.data?.find((o) => String(o.id) === offerId);
  const cents = Math.round(Number(amount) * 100);
  const amountProblem =
    amount === "" ? null : !Number.isFinite(cents) || cents <= 0 ? "Enter an amount above zero" : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!studentId || !offer || amountProblem || amount === "") return;
    record.mutate(
      {
        student_id: Number(studentId),
        offer_id: offer.id,
        amount_cents: cents,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      { onSuccess: () => setNote("") },
    );
  }

  if (children.length === 0)
    return <p className="text-slate-600">This family has no children to credit yet.</p>;
  return (
    <form aria-label="Record a payment" className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit}>
      <div className="grid gap-1.5">
        <Label htmlFor={childId}>Child</Label>
        <Select
          id={childId}
          className="w-full min-w-0"
          value={studentId}
          onChange={(e) => setStudentId(e.target.value)}
        >
          {children.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={offerSelectId}>Package</Label>
        <Select
          id={offerSelectId}
          className="w-full min-w-0"
          value={offerId}
          onChange={(e) => {
            setOfferId(e.target.value);
            const chosen = offers.data?.find((o) => String(o.id) === e.target.value);
            if (chosen) setAmount((chosen.price_cents / 100).toFixed(2));
          }}
        >
          <option value="">{offers.isPending ? "Loading packages…" : "Choose a package"}</option>
          {(offers.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({CREDIT_KIND_LABELS[o.credit_type]}) · {formatMoney(o.price_cents, o.currency)}
            </option>
          ))}
        </Select>
      </div>
      <FormField
        label={`Amount received${offer ? ` (${offer.currency})` : ""}`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        errors={amountProblem ? [amountProblem] : undefined}
      />
      <FormField
        label="Note (optional)"
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button
        type="submit"
        className="justify-self-start"
        isBusy={record.isPending}
        disabled={!offer || amount === "" || amountProblem !== null}
      >
        Record payment
      </Button>
      {record.isError && (
        <Alert tone="error" className="md:col-span-2">
          {record.error.message}
        </Alert>
      )}
      {record.isSuccess && (
        <Alert tone="success" className="md:col-span-2">
          Recorded {formatMoney(record.data.amount_cents, record.data.currency)}; the credits are on the
          child's balance.
        </Alert>
      )}
    </form>
  );
}
