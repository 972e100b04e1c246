import { ChartLine, GraduationCap, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { getRoleHomePath, paths } from "@/lib/paths";
import { PRODUCT_NAME, toPageTitle } from "@/lib/site";

const valuePoints = [
  {
    Icon: GraduationCap,
    title: "Tutors who know you",
    text: "Book one-to-one lessons with vetted tutors who follow your goals from week to week.",
  },
  {
    Icon: Sparkles,
    title: "Practice that adapts",
    text: "Short lessons, games and hints meet you at your level, so every session moves you forward.",
  },
  {
    Icon: ChartLine,
    title: "Progress you can see",
    text: "Students, parents and tutors share one clear picture of homework, streaks and mastery.",
  },
];

/** The landing page: kept deliberately small, it is the first thing most visitors load. */
export default function HomePage() {
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));
  return (
    <>
      <title>{toPageTitle(PRODUCT_NAME)}</title>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-14 pb-10 sm:px-6 sm:pt-24 sm:pb-14 lg:grid-cols-[1fr_22rem]">
          <div className="grid gap-6">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Online tutoring</p>
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">{PRODUCT_NAME}</h1>
            <p className="max-w-2xl text-lg leading-relaxed text-slate-700 sm:text-xl">
              Personal tutoring, daily practice and clear progress for students, parents and tutors, all in
              one place.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              {user ? (
                <Link to={getRoleHomePath(user.role)} className={buttonClasses({ size: "lg" })}>
                  Continue to your dashboard
                </Link>
              ) : (
                <>
                  <Link to={paths.auth.signUp()} className={buttonClasses({ size: "lg" })}>
                    Get started
                  </Link>
                  <Link to={paths.auth.signIn} className={buttonClasses({ variant: "outline", size: "lg" })}>
                    Sign in
                  </Link>
                </>
              )}
            </div>
          </div>
          <WeekPreview />
        </div>
      </section>
      <section
        aria-labelledby="why-heading"
        className="mx-auto w-full max-w-6xl px-4 pt-4 pb-14 sm:px-6 sm:pt-6"
      >
        <h2 id="why-heading" className="sr-only">
          Why {PRODUCT_NAME}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {valuePoints.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** A glimpse of a student's week, drawn in markup so the landing page needs no images. */
function WeekPreview() {
  return (
    <div
      aria-hidden
      className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-lg lg:grid lg:gap-4"
    >
      <p className="text-sm font-semibold text-slate-900">This week</p>
      <div className="rounded-lg bg-brand-50 p-3 text-sm">
        <p className="font-medium text-brand-900">Algebra with your tutor</p>
        <p className="text-brand-700">Thursday, 16:00 · 45 min</p>
      </div>
      {[
        { label: "Fractions", value: 80 },
        { label: "Reading comprehension", value: 55 },
      ].map(({ label, value }) => (
        <div key={label} className="grid gap-1.5 text-sm">
          <div className="flex justify-between text-slate-700">
            <span>{label}</span>
            <span>{value}%</span>
          </div>
          <div className="h-2 rounded-full bg-slate-100">
            <div className="h-2 rounded-full bg-brand-600" style={{ width: `${value}%` }} />
          </div>
        </div>
      ))}
      <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
        6-day streak. Keep it going!
      </p>
    </div>
  );
}
