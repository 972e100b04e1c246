import { Link, useSearchParams } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { BillingPage } from "@/features/billing/components/billing-page";
import { FamilyPage } from "@/features/family/components/family-page";
import { AvatarCard } from "@/features/profile-settings/components/avatar-card";
import { ProfileSection } from "@/features/profile-settings/components/profile-form";
import { FAMILY_PAGE_PATH } from "@/shared/student/components/student-switcher";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/**
 * /student/settings: for a parent with `?view=family`, the Family page (issue 10: the spec has no
 * path of its own for it); with `?view=billing`, Billing (issue 12, the sidebar's "Billing");
 * otherwise "Profile", the selected student's photo and details, with the 30-day edit lock.
 */
export default function StudentSettingsPage() {
  const { isParentView } = useActiveStudent();
  const [searchParams] = useSearchParams();
  if (searchParams.get("view") === "billing") return <BillingPage />;
  if (isParentView && searchParams.get("view") === "family") return <FamilyPage />;
  return <ProfileSettings />;
}

function ProfileSettings() {
  const { student, studentId, isParentView, isLoading, error } = useActiveStudent();
  const whose = isParentView && student ? `${student.firstName}'s` : "your";
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Profile settings">
        <p className="text-base">
          {isParentView && student
            ? `${student.firstName}'s details, which their tutors see.`
            : "Your details, which your tutors see."}
        </p>
        {isParentView && (
          <p className="text-base">
            <Link to={FAMILY_PAGE_PATH} className="font-medium text-brand-700 hover:underline">
              Family: add a child, logins, rewards and privacy
            </Link>
          </p>
        )}
      </PageIntro>
      {isLoading ? (
        <SettingsSkeleton />
      ) : error ? (
        <Alert tone="error" title="Failed to load profile">
          {error.message}
        </Alert>
      ) : !student ? (
        <Alert tone="info">There is no student profile on this account yet.</Alert>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Photo</CardTitle>
              <CardDescription>Shown on {whose} dashboard and to tutors.</CardDescription>
            </CardHeader>
            <CardContent>
              <AvatarCard student={student} studentId={studentId} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
            </CardHeader>
            <CardContent>
              <ProfileSection key={student.id} student={student} studentId={studentId} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading your profile">
      <Card>
        <CardContent className="flex items-center gap-4">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="h-10 w-40" />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {["a", "b", "c", "d", "e", "f"].slice(0, 6).map((i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
