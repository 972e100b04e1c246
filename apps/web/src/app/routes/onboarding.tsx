import { BookOpen, GraduationCap, Users } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { buttonClasses } from "@/components/ui/button";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { getRoleHomePath, paths } from "@/lib/paths";
import { PRODUCT_NAME } from "@/lib/site";

const roles = [
  {
    type: "student",
    Icon: GraduationCap,
    title: "Students",
    text: "Work through lessons and practice at your own pace, book time with a tutor, and watch your streak grow.",
    cta: "Join as a student",
  },
  {
    type: "parent",
    Icon: Users,
    title: "Parents",
    text: "Set up a profile for each child, book their lessons, and see homework and progress at a glance.",
    cta: "Join as a parent",
  },
  {
    type: "tutor",
    Icon: BookOpen,
    title: "Tutors",
    text: "Apply to teach, publish your availability, and follow each student's work between lessons.",
    cta: "Apply as a tutor",
  },
] as const;

/** /onboarding (open): how it works for visitors; a welcome for the signed-in. */
export default function OnboardingPage() {
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));

  if (user) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
        <PageIntro title={`Welcome, ${user.firstName || user.username}!`}>
          <p>Your account is ready. Everything you need is waiting on your home page.</p>
        </PageIntro>
        <div className="flex flex-wrap gap-3">
          <Link to={getRoleHomePath(user.role)} className={buttonClasses({ size: "lg" })}>
            Go to your home page
          </Link>
          <Link to={paths.profile} className={buttonClasses({ size: "lg", variant: "outline" })}>
            Review your profile
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro title={`How ${PRODUCT_NAME} works`}>
        <p>One place for learning, teaching and keeping track. Choose how you'll use it to get started.</p>
      </PageIntro>
      <ul className="grid gap-6 md:grid-cols-3">
        {roles.map(({ type, Icon, title, text, cta }) => (
          <li
            key={type}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-6" />
            </div>
            <div className="grid gap-1.5">
              <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
              <p className="text-sm leading-relaxed text-slate-600">{text}</p>
            </div>
            <Link to={paths.auth.signUp(type)} className={buttonClasses({ className: "mt-auto" })}>
              {cta}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Already have an account?{" "}
        <Link to={paths.auth.signIn} className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
