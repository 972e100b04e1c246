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
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Online tutoring</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
            {PRODUCT_NAME}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-slate-700 sm:text-xl">
            Personal tutoring, daily practice and clear progress for students, parents and tutors, all in one
            place.
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
      </section>
      <section aria-labelledby="why-heading" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
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
