import type { Plan } from "@app/contract/pricing";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatPrice } from "../lib/format-price";

/** The plans side by side (stacked on a phone), the featured one marked. */
export function PlanCards({ plans, signUpPath }: { plans: Plan[]; signUpPath: (planId: string) => string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3" aria-label="Plans">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            "relative flex flex-col gap-5 rounded-2xl border bg-white p-6 shadow-sm",
            plan.is_featured ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
          )}
        >
          {plan.is_featured && (
            <Badge tone="brand" className="absolute -top-3 left-6">
              Most popular
            </Badge>
          )}
          <div className="grid gap-2">
            <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
            <p className="text-sm text-slate-600">{plan.tagline}</p>
          </div>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight text-slate-900">
              {formatPrice(plan.monthly_price_cents, plan.currency, { freeLabel: "Free" })}
            </span>
            {plan.monthly_price_cents > 0 && <span className="text-slate-600">/ month</span>}
          </p>
          <ul className="grid gap-2 text-sm text-slate-700">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <Link
            to={signUpPath(plan.id)}
            className={cn(
              buttonClasses({ variant: plan.is_featured ? "primary" : "outline", size: "lg" }),
              "mt-auto",
            )}
          >
            {plan.monthly_price_cents === 0 ? "Start free" : `Choose ${plan.name}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
