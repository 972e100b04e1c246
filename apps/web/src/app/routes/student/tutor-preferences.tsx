import { isFeatureOn } from "@app/contract/features";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { PersonaPanel } from "@/features/persona/components/persona-panel";
import { TutorConversations } from "@/features/tutor/components/tutor-conversations";
import { TutorEngineSetting } from "@/features/tutor/components/tutor-engine-setting";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/tutor-preferences, "Manage My Tutor" (spec 2.8): how the tutor talks to the selected student. */
export default function TutorPreferencesPage() {
  const { student, studentId, isParentAccount, isLoading, error } = useActiveStudent();
  const role = useAuthStore((state) => state.user?.role ?? null);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Manage My Tutor">
        <p className="text-base">
          {isParentAccount && student
            ? `Choose how the tutor talks to ${student.firstName}.`
            : "Choose how the tutor talks to you: the name it uses, its tone, its pace, and whether it writes or speaks."}
        </p>
      </PageIntro>
      <Card>
        <CardContent>
          {isLoading ? (
            <Skeleton className="h-64 w-full" />
          ) : error ? (
            <Alert tone="error" title="Failed to load profile">
              {error.message}
            </Alert>
          ) : !student ? (
            <Alert tone="info">There is no student profile to set up a tutor for yet.</Alert>
          ) : (
            <PersonaPanel key={studentId} studentId={studentId} />
          )}
        </CardContent>
      </Card>
      {isFeatureOn("ai_tutor") && student && (
        <>
          <Card>
            <CardContent className="grid gap-3">
              <h2 className="text-lg font-semibold text-slate-900">Who answers</h2>
              <TutorEngineSetting key={studentId} studentId={studentId} isParent={role === "parent"} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="grid gap-3">
              <h2 className="text-lg font-semibold text-slate-900">Conversations with the tutor</h2>
              <TutorConversations key={studentId} studentId={studentId} canDelete={role === "student"} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
