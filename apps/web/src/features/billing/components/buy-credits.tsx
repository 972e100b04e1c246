import type { BillingAccount, CheckoutResponse } from "@app/contract/billing";
import type { CreditOffer, Plan, PlanId } from "@app/contract/pricing";
import { CREDIT_KIND_LABELS, CREDIT_VALIDITY_MONTHS } from "@app/domain/credits";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatMoney } from "@/lib/format-money";
import { creditOffersQueryOptions, paidPlansQueryOptions } from "@/shared/pricing/get-pricing";
import { useStartCheckout } from "../api/start-checkout";
import { TransferDetails } from "./transfer-details";

type Choice = { kind: "offer"; id: number } | { kind: "plan"; id: PlanId };

/**
 * Buy a month of a plan or a credit package for a child: by card through Stripe Checkout when it
 * is set up, otherwise (or by choice) by bank transfer, which shows the account and the reference
 * to quote. `initialPlan` (from /pricing's "Choose …") starts with that plan chosen.
 */
export function BuyCredits({
  account,
  defaultStudentId,
  initialPlan = null,
}: {
  account: BillingAccount;
  defaultStudentId: number | null;
  initialPlan?: PlanId | null;
}) {
  const offers = useQuery(creditOffersQueryOptions());
  const plans = useQuery(paidPlansQueryOptions());
  const childSelectId = useId();
  const firstChild = account.children.find((c) => c.id === defaultStudentId) ?? account.children[0];
  const [studentId, setStudentId] = useState(firstChild ? String(firstChild.id) : "");
  const [choice, setChoice] = useState<Choice | null>(initialPlan ? { kind: "plan", id: initialPlan } : null);
  const [method, setMethod] = useState<"card" | "bank-transfer">(
    account.payment_methods.card ? "card" : "bank-transfer",
  );
  const checkout = useStartCheckout();
  const [done, setDone] = useState<Extract<CheckoutResponse, { method: "bank-transfer" }> | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!studentId || choice === null) return;
    setDone(null);
    checkout.mutate(
      {
        student_id: Number(studentId),
        ...(choice.kind === "plan" ? { plan_id: choice.id } : { offer_id: choice.id }),
        method,
      },
      {
        onSuccess: (answer) => {
          if (answer.method === "card") window.location.assign(answer.checkout_url);
          else setDone(answer);
        },
      },
    );
  }

  if (account.children.length === 0)
    return <p className="text-slate-600">Add a child on the Family page first, then buy credits for them.</p>;

  return (
    <form aria-label="Buy credits" className="grid gap-5" onSubmit={onSubmit}>
      {account.children.length > 1 && (
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor={childSelectId}>For</Label>
          <Select
            id={childSelectId}
            className="w-full min-w-0"
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
          >
            {account.children.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">A plan, one month</legend>
        {plans.isPending ? (
          <Skeleton className="h-20" />
        ) : plans.isError ? (
          <Alert tone="error">The plans could not be loaded: {plans.error.message}</Alert>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            {plans.data.map((plan) => (
              <Choice
                key={plan.id}
                {...planChoice(plan)}
                checked={choice?.kind === "plan" && choice.id === plan.id}
                onChoose={() => setChoice({ kind: "plan", id: plan.id })}
              />
            ))}
          </div>
        )}
        <p className="text-xs text-slate-500">
          A plan's sessions are for the month paid; paying again before it ends adds a month.
        </p>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Or a credit package</legend>
        {offers.isPending ? (
          <Skeleton className="h-32" />
        ) : offers.isError ? (
          <Alert tone="error">The packages could not be loaded: {offers.error.message}</Alert>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {offers.data.map((offer) => (
              <Choice
                key={offer.id}
                {...offerChoice(offer)}
                checked={choice?.kind === "offer" && choice.id === offer.id}
                onChoose={() => setChoice({ kind: "offer", id: offer.id })}
              />
            ))}
          </div>
        )}
        <p className="text-xs text-slate-500">
          Credits last {CREDIT_VALIDITY_MONTHS} months from the day they are bought.
        </p>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Pay by</legend>
        <div className="flex flex-wrap gap-4 text-sm text-slate-800">
          {account.payment_methods.card && (
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="method"
                className="size-4 accent-brand-700"
                checked={method === "card"}
                onChange={() => setMethod("card")}
              />
              Card (secure Stripe checkout)
            </label>
          )}
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="method"
              className="size-4 accent-brand-700"
              checked={method === "bank-transfer"}
              onChange={() => setMethod("bank-transfer")}
            />
            Bank transfer
          </label>
        </div>
      </fieldset>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={choice === null}
        isBusy={checkout.isPending}
      >
        {method === "card" ? "Continue to payment" : "Request bank transfer details"}
      </Button>
      {checkout.isError && <Alert tone="error">{checkout.error.message}</Alert>}
      {done && (
        <div className="grid gap-2" aria-live="polite">
          <Alert tone="success">
            Request sent. Your invoice {done.request.reference} is open until the money arrives.
          </Alert>
          <TransferDetails request={done.request} bank={done.bank} />
        </div>
      )}
    </form>
  );
}

/** One thing to buy, as a radio card: its name, what it includes, its price. */
function Choice({
  id,
  name,
  detail,
  price,
  checked,
  onChoose,
}: {
  id: string;
  name: string;
  detail: string;
  price: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
        checked ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-slate-300",
      )}
    >
      <input
        type="radio"
        name="offer"
        className="mt-1 size-4 accent-brand-700"
        checked={checked}
        onChange={onChoose}
        aria-describedby={`${id}-detail`}
      />
      <span className="grid gap-0.5">
        <span className="font-medium text-slate-900">{name}</span>
        <span id={`${id}-detail`} className="text-xs text-slate-500">
          {detail}
        </span>
        <span className="text-sm font-semibold text-slate-900">{price}</span>
      </span>
    </label>
  );
}

const planChoice = (plan: Plan) => ({
  id: `plan-${plan.id}`,
  name: plan.name,
  detail: `${plan.tutor_sessions_per_month} tutor sessions${plan.ai_sessions_per_month > 0 ? ` and ${plan.ai_sessions_per_month} AI tutor sessions` : ""} a month`,
  price: `${formatMoney(plan.monthly_price_cents, plan.currency)} / month`,
});

const offerChoice = (offer: CreditOffer) => ({
  id: `offer-${offer.id}`,
  name: offer.name,
  detail: CREDIT_KIND_LABELS[offer.credit_type],
  price: formatMoney(offer.price_cents, offer.currency),
});
