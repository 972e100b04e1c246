import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, RotateCcw, ShieldCheck } from "lucide-react";
import { PageMeta } from "@/components/page-meta";
import { CreditOffers } from "@/features/pricing/components/credit-offers";
import { PlanCards } from "@/features/pricing/components/plan-cards";
import { paths } from "@/lib/paths";
import { pricingQueryOptions } from "@/shared/pricing/get-pricing";
import { CallToAction } from "./public-site/call-to-action";
import { LoadFailure, LoadingBlocks } from "./public-site/load-states";
import { PageHero, PageSection } from "./public-site/page-hero";

const PROMISES = [
  {
    Icon: RotateCcw,
    title: "Cancel a lesson, keep the credit",
    text: "Cancel 24 hours or more before a lesson and the credit goes straight back to your balance.",
  },
  {
    Icon: CalendarClock,
    title: "Credits last a whole year",
    text: "Bought credits are valid for twelve months, and the ones closest to expiring are always used first.",
  },
  {
    Icon: ShieldCheck,
    title: "No lock-in",
    text: "Change or stop your plan at any time. Each child in a family has their own balance.",
  },
];

const FAQ = [
  {
    q: "Do I need a plan to book a tutor?",
    a: "No. Every account starts on the free plan; you can buy lesson credits at any time and book a tutor with them. Plans simply include a set number of lessons each month at a better price.",
  },
  {
    q: "What do credits pay for?",
    a: "One credit pays for one lesson with a tutor. Practice questions, reviews and the library never use credits.",
  },
  {
    q: "How long is a lesson with a tutor?",
    a: "Lessons are 30, 45 or 60 minutes, booked at least 12 hours ahead. One credit pays for one lesson.",
  },
  {
    q: "I have more than one child. How does billing work?",
    a: "One parent account holds every child. Credits belong to a child, so a lesson booked for one never spends another's balance.",
  },
];

/** /pricing: the plans and credit packages of decisions.md 3, read from the server. */
export default function PricingPage() {
  const pricing = useQuery(pricingQueryOptions());
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_META["/pricing"]} path={paths.pricing} />
      <PageHero eyebrow="Pricing" title="Start free. Add a tutor when it helps.">
        <p>
          Every account includes every course, with practice and progress reports. Choose a plan for regular
          lessons with a real tutor, or buy credits as you go.
        </p>
      </PageHero>
      <PageSection id="plans" title="Plans" lead="Prices per month, per child." wide>
        {pricing.isPending && <LoadingBlocks label="Loading plans" />}
        {pricing.isError && <LoadFailure error={pricing.error} onRetry={() => void pricing.refetch()} />}
        {pricing.data && (
          <PlanCards
            plans={pricing.data.plans}
            // A paid plan is bought on the billing page (signed-out visitors sign in or up first and return there).
            signUpPath={(planId) =>
              planId === "ai-only" ? paths.auth.signUp("parent") : paths.student.buyPlan(planId)
            }
          />
        )}
      </PageSection>
      <PageSection
        id="credits"
        title="Credit packages"
        lead="Prefer to pay as you go? Buy credits for lessons with a tutor, on any plan."
        wide
      >
        {pricing.isPending && <LoadingBlocks label="Loading credit packages" count={2} />}
        {pricing.data && <CreditOffers offers={pricing.data.credit_offers} />}
      </PageSection>
      <PageSection id="promises" title="Fair by design" wide>
        <ul className="grid gap-4 md:grid-cols-3">
          {PROMISES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden className="size-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="faq" title="Questions parents ask">
        <div className="grid gap-3">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group rounded-xl border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-medium text-slate-900">{q}</summary>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{a}</p>
            </details>
          ))}
        </div>
      </PageSection>
      <CallToAction />
    </>
  );
}
