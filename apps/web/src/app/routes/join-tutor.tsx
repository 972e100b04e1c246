import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { storeAuthRedirect } from "@/features/auth/redirect";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { useOwnTutorApplication } from "@/features/tutor-recruitment/api/get-own-tutor-application";
import { ApplicationStatus } from "@/features/tutor-recruitment/components/application-status";
import { TutorApplicationForm } from "@/features/tutor-recruitment/components/tutor-application-form";
import { paths } from "@/lib/paths";

/**
 * /join-tutor (spec 2.1): what tutoring with us means, and the application. A visitor signs up as
 * a tutor first (and comes back here); a tutor applicant applies, sees where it stands, and may
 * send it again once declined; an approved tutor is pointed to the tutor area.
 */
export default function JoinTutorPage() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const isApplicant = user?.role === "tutor" && user.tutorStatus !== "approved";
  const own = useOwnTutorApplication(status === "authenticated" && isApplicant);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <PageIntro title="Become a tutor">
        <p className="text-base">
          Teach the subjects you love to students who want to learn them, online, at hours you choose. Tell us
          what you teach, how long you have taught and when you are free; an admin reviews every application
          and replies by e-mail.
        </p>
      </PageIntro>
      {status === "loading" ? (
        <Skeleton className="h-40" />
      ) : !user ? (
        <Alert tone="info" title="First, a tutor account">
          <p>Create a tutor account (or sign in to yours), then fill in the application here.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Link
              to={paths.auth.signUp("tutor")}
              onClick={() => storeAuthRedirect(paths.joinTutor)}
              className={buttonClasses({ size: "sm" })}
            >
              Sign up as a tutor
            </Link>
            <Link
              to={paths.auth.signIn}
              onClick={() => storeAuthRedirect(paths.joinTutor)}
              className={buttonClasses({ size: "sm", variant: "outline" })}
            >
              Sign in
            </Link>
          </div>
        </Alert>
      ) : user.role === "tutor" && user.tutorStatus === "approved" ? (
        <Alert tone="success" title="You are an approved tutor">
          <Link to={paths.tutor.root} className="underline">
            Open your tutor dashboard
          </Link>
        </Alert>
      ) : user.role !== "tutor" ? (
        <Alert tone="info" title="Applications come from tutor accounts">
          <p>
            This is a {user.role} account. Sign out and create a separate tutor account with another e-mail
            address to apply.
          </p>
        </Alert>
      ) : own.isPending ? (
        <Skeleton className="h-40" />
      ) : own.isError ? (
        <Alert tone="error">{own.error.message}</Alert>
      ) : (
        <>
          {own.data && <ApplicationStatus application={own.data} />}
          {(!own.data || own.data.status === "declined") && (
            <TutorApplicationForm
              initial={
                own.data
                  ? {
                      subjects: own.data.subjects.join(", "),
                      experience: own.data.experience,
                      availability: own.data.availability,
                      statement: own.data.statement,
                    }
                  : undefined
              }
            />
          )}
        </>
      )}
    </div>
  );
}
