import type { CourseListItem, SampleLesson } from "@app/contract/catalogue";
import type { PricingResponse } from "@app/contract/pricing";
import { PUBLIC_PAGE_META } from "@app/contract/public-pages";
import { FRENCH_CIRCLE_TEXT } from "@app/domain/french-circles";
import {
  ArrowRight,
  BadgeCheck,
  Calculator,
  Code,
  Languages,
  Lightbulb,
  LineChart,
  RotateCcw,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { buttonClasses } from "@/components/ui/button";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { formatPrice } from "@/features/pricing/lib/format-price";
import { getRoleHomePath, paths } from "@/lib/paths";
import { WeekPreview } from "./public-site/week-preview";

/**
 * Where "Try a sample lesson" leads: the beginner's first lesson the server picks (issue 21); the
 * library until it has answered.
 */
const sampleLessonPath = (sample: SampleLesson | null) => (sample ? `/material/${sample.id}` : paths.library);

const SUBJECTS = [
  { name: "Mathematics", Icon: Calculator, text: "Number sense, algebra and geometry" },
  { name: "French", Icon: Languages, text: "Speak from the first lesson" },
  { name: "Spanish", Icon: Languages, text: "Real conversations, verbs that stick" },
  { name: "Python", Icon: Code, text: "From print to functions and lists" },
];

const PROOF = [
  {
    Icon: BadgeCheck,
    title: "Tutors we have checked",
    text: "Interviewed and vetted, matched to your child, the same tutor week after week.",
  },
  {
    Icon: Lightbulb,
    title: "Explained, then practised",
    text: "Every lesson shows a worked example first, then questions marked as you go, so the 'oh!' moment is your child's.",
  },
  {
    Icon: LineChart,
    title: "Progress you can see",
    text: "Every answer marked the way a teacher would; parents see the week at a glance.",
  },
  {
    Icon: RotateCcw,
    title: "Fair terms",
    text: "Cancel 24 hours ahead and the credit comes back. Credits last a year. No lock-in.",
  },
];

const STEPS = [
  "Create a free account and tell us about your child",
  "Open a first lesson tonight and practise",
  "Book a tutor when you want a real person alongside",
];

const toAnchor = (subject: string) => subject.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The catalogue's courses and the plans, fetched without the query cache: the landing page stays
 * outside it to keep the first page small, and shows its copy at once while these arrive.
 */
function useHomeData() {
  const [courses, setCourses] = useState<CourseListItem[] | null>(null);
  const [pricing, setPricing] = useState<PricingResponse | null>(null);
  const [sample, setSample] = useState<SampleLesson | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // The fetchers (and the schemas they parse with) load after the page shows: the first page's
    // JavaScript budget holds the home page itself, not the schema library.
    void import("@/features/catalogue/api/list-courses")
      .then(({ listCourses }) => listCourses(controller.signal))
      .then(setCourses, () => undefined);
    void import("@/features/catalogue/api/get-sample-lesson")
      .then(({ getSampleLesson }) => getSampleLesson(controller.signal))
      .then(setSample, () => undefined);
    void import("@/shared/pricing/get-pricing")
      .then(({ getPricing }) => getPricing(controller.signal))
      .then(setPricing, () => undefined);
    return () => controller.abort();
  }, []);
  return { courses, pricing, sample };
}

/** The landing page: it says what we do, shows the subjects and prices, and leads every visitor on. */
export default function HomePage() {
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));
  const { courses, pricing, sample } = useHomeData();
  const cheapestTutorPlan = pricing?.plans
    .filter((plan) => plan.tutor_sessions_per_month > 0)
    .sort((a, b) => a.monthly_price_cents - b.monthly_price_cents)[0];
  return (
    <>
      <PageMeta {...PUBLIC_PAGE_META["/"]} path={paths.home} />
      <Link
        to={paths.frenchCircles}
        className="block bg-brand-800 px-4 py-2 text-center text-sm text-white hover:bg-brand-900"
      >
        New: French conversation circles, {FRENCH_CIRCLE_TEXT.seats} and a native speaker{" "}
        <span aria-hidden>→</span>
      </Link>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-10 sm:px-6 sm:pt-20 lg:grid-cols-[1fr_22rem]">
          <div className="grid gap-6">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Online tutoring · ages 8 to 18
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
              The tutor your child needs, and practice every day in between
            </h1>
            <p className="max-w-2xl text-lg leading-relaxed text-slate-700 sm:text-xl">
              Live lessons with a tutor who knows your child, and short lessons with practice for every
              evening in between. Maths, French, Spanish and Python.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              {user ? (
                <Link to={getRoleHomePath(user.role)} className={buttonClasses({ size: "lg" })}>
                  Continue to your dashboard
                </Link>
              ) : (
                <Link to={paths.auth.signUp()} className={buttonClasses({ size: "lg" })}>
                  Get started free
                </Link>
              )}
              <Link
                to={sampleLessonPath(sample)}
                className={buttonClasses({ variant: "outline", size: "lg" })}
                data-testid="sample-lesson"
              >
                Try a sample lesson
              </Link>
            </div>
            <p className="text-sm text-slate-600">
              Free to start, no card needed.{" "}
              <Link
                to={paths.pricing}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {cheapestTutorPlan
                  ? `Lessons with a tutor from ${formatPrice(cheapestTutorPlan.monthly_price_cents, cheapestTutorPlan.currency)} a month.`
                  : "See plans and prices."}
              </Link>
            </p>
          </div>
          <WeekPreview />
        </div>
      </section>

      <section
        aria-labelledby="subjects-heading"
        className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="subjects-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            Subjects and courses
          </h2>
          <Link
            to={paths.subjects}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            All subjects <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SUBJECTS.map(({ name, Icon, text }) => {
            const ofSubject = courses?.filter((course) => course.subject === name) ?? [];
            return (
              <li
                key={name}
                className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <Icon aria-hidden className="size-6 text-brand-700" />
                <h3 className="font-semibold text-slate-900">
                  <Link to={`${paths.subjects}#${toAnchor(name)}`} className="hover:underline">
                    {name}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600">{text}</p>
                {ofSubject.length > 0 && (
                  <ul className="grid gap-1 text-sm">
                    {ofSubject.map((course) => (
                      <li key={course.id}>
                        <Link to={`/courses/${course.slug}`} className="text-brand-700 hover:underline">
                          {course.title}
                        </Link>{" "}
                        <span className="text-slate-500">· {course.lesson_count} lessons</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="why-heading" className="bg-white">
        <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:px-6">
          <h2 id="why-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            Why families choose us
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {PROOF.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-5">
                <Icon aria-hidden className="size-6 text-emerald-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="start-heading"
        className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2"
      >
        <div className="grid content-start gap-4">
          <h2 id="start-heading" className="text-2xl font-semibold text-slate-900 sm:text-3xl">
            Started in three steps
          </h2>
          <ol className="grid gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex items-center gap-3 text-slate-700">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
        <nav aria-label="Explore" className="grid gap-3 sm:grid-cols-2">
          {[
            { to: paths.pricing, title: "Plans and prices", text: "Free, or a tutor every week" },
            { to: paths.library, title: "The lesson library", text: "Read any lesson free" },
            { to: paths.book, title: "Book a lesson", text: "Pick a tutor and a time" },
            { to: paths.blog(), title: "From the blog", text: "Maths explained, study tips" },
          ].map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              <span className="font-semibold text-slate-900">{item.title}</span>
              <span className="text-sm text-slate-600">{item.text}</span>
            </Link>
          ))}
        </nav>
      </section>
    </>
  );
}
