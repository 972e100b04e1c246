import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { HeartHandshake, LineChart, Lock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { PRODUCT_NAME } from "@/lib/site";
import { CallToAction } from "./public-site/call-to-action";
import { PageHero, PageSection } from "./public-site/page-hero";

const BELIEFS = [
  {
    Icon: HeartHandshake,
    title: "A good tutor changes everything",
    text: "One patient adult who knows where a student is stuck is worth more than any app. So our tutors are interviewed, checked and matched, and they follow each student from week to week.",
  },
  {
    Icon: Sparkles,
    title: "Practice should meet you where you are",
    text: "Short lessons, hints before answers, and reviews timed to when you would otherwise forget. Ten focused minutes a day beat a long Sunday session.",
  },
  {
    Icon: LineChart,
    title: "Progress should be honest",
    text: "Students, parents and tutors see the same picture: what was practised, what is mastered, what still needs work. No vanity badges standing in for learning.",
  },
  {
    Icon: Lock,
    title: "Children's data is not a product",
    text: "We collect only what a profile needs. A child under 13 joins with a parent's consent, and a child's words go to an outside AI model only if a parent switches it on.",
  },
];

const STEPS = [
  {
    title: "Tell us about the student",
    text: "Age, grade, subjects and goals. It takes two minutes, and a parent can add every child.",
  },
  {
    title: "Start with a lesson and its practice",
    text: "Free on every plan: explanations, worked examples and practice that adapts.",
  },
  {
    title: "Add a tutor when it helps",
    text: "Book a lesson with a tutor who sees the student's progress before the first minute.",
  },
];

/** /about: who we are and how we work. */
export default function AboutPage() {
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_META["/about"]} path={paths.about} />
      <PageHero eyebrow={`About ${PRODUCT_NAME}`} title="Tutoring the way good teachers would build it">
        <p>
          {PRODUCT_NAME} brings together what works in one-to-one teaching, patient tutors, practice spaced
          over time and honest progress, so every student moves forward a little every day, and every parent
          can see it.
        </p>
      </PageHero>
      <PageSection id="beliefs" title="What we believe" wide>
        <ul className="grid gap-5 sm:grid-cols-2">
          {BELIEFS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="how" title="How it works">
        <ol className="grid gap-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-semibold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="tutors" title="Teach with us">
        <p className="text-slate-700">
          Our tutors are teachers, graduate students and native speakers who love explaining things twice. If
          that is you, we would like to hear from you.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.joinTutor} className={buttonClasses({ variant: "outline" })}>
            Apply to tutor
          </Link>
          <Link to={paths.contact} className={buttonClasses({ variant: "ghost" })}>
            Contact us
          </Link>
        </div>
      </PageSection>
      <CallToAction />
    </>
  );
}
