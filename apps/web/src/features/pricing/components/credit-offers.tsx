import type { CreditOffer } from "@app/contract/pricing";
import { Bot, GraduationCap } from "lucide-react";
import { formatPrice, formatPricePerCredit } from "../lib/format-price";

const KINDS = [
  { type: "tutor-session", title: "Lessons with a tutor", Icon: GraduationCap, unit: "lesson" },
  { type: "ai-session", title: "AI tutor sessions", Icon: Bot, unit: "session" },
] as const;

/** The credit packages for sale, grouped by kind, with the price per credit to compare. */
export function CreditOffers({ offers }: { offers: CreditOffer[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {KINDS.map(({ type, title, Icon, unit }) => {
        const ofKind = offers.filter((offer) => offer.credit_type === type);
        if (ofKind.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`credits-${type}`} className="grid content-start gap-3">
            <h3
              id={`credits-${type}`}
              className="flex items-center gap-2 text-lg font-semibold text-slate-900"
            >
              <Icon aria-hidden className="size-5 text-brand-700" />
              {title}
            </h3>
            <ul className="grid gap-3">
              {ofKind.map((offer) => (
                <li
                  key={offer.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <div className="grid gap-0.5">
                    <p className="font-medium text-slate-900">{offer.name}</p>
                    <p className="text-sm text-slate-600">{offer.description}</p>
                  </div>
                  <div className="text-right">
                    <p className="text-lg font-semibold text-slate-900">
                      {formatPrice(offer.price_cents, offer.currency)}
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatPricePerCredit(offer.price_cents, offer.credits, offer.currency)} per {unit}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
