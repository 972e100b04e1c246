import { BookOpen, GraduationCap, Users } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { OnboardingForm } from "@/features/onboarding/components/onboarding-form";
import { getRoleHomePath, paths } from "@/lib/paths";
import { PRODUCT_NAME } from "@/lib/site";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

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

/**
 * /onboarding (open): how it works for visitors; the getting-started questions for a student or a
 * parent's selected child; a welcome for everyone else signed in.
 */
export default function OnboardingPage() {
  const user = useAuthStore((state) => (state.status === "authenticated" ? state.user : null));

  if (user && (user.role === "student" || user.role === "parent")) return <StudentOnboarding />;

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

/** The questions for the selected student; a parent picks which child they answer for. */
function StudentOnboarding() {
  const { students, student, studentId, isParentAccount, isLoading, error, selectStudent } =
    useActiveStudent();
  const isForChild = student !== null && !student.hasOwnLogin;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro title={isForChild ? `Let's get ${student.firstName} started` : "Let's get you started"}>
        <p>
          A few questions so lessons fit {isForChild ? `${student.firstName}'s` : "your"} age and goals. You
          can change the answers later in the profile.
        </p>
      </PageIntro>
      {isParentAccount && (
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor="onboarding-student">Answering for</Label>
          <select
            id="onboarding-student"
            value={studentId ?? ""}
            onChange={(event) => selectStudent(Number(event.target.value))}
            className="block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base shadow-sm sm:h-10 sm:text-sm"
          >
            {students.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Card>
        <CardContent>
          {isLoading ? (
            <div className="grid gap-4" role="status" aria-label="Loading your profile">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-10 w-2/3" />
            </div>
          ) : error ? (
            <Alert tone="error" title="Failed to load profile">
              {error.message}
            </Alert>
          ) : !student ? (
            <Alert tone="info">
              Add a child to your account first; then you can answer these questions for them.{" "}
              <Link to={paths.student.dashboard} className="font-medium underline">
                Go to the dashboard
              </Link>
            </Alert>
          ) : student.onboardingCompleted ? (
            // Onboarding happens once; later changes follow the profile's rules (30-day lock).
            <Alert tone="info" title="Getting started is done">
              {isForChild ? `${student.firstName}'s` : "Your"} answers are saved. To change them, edit the
              profile in{" "}
              <Link to={paths.student.settings} className="font-medium underline">
                settings
              </Link>
              .
            </Alert>
          ) : (
            <OnboardingForm key={student.id} student={student} studentId={studentId} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
