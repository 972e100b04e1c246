import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AvatarCard } from "@/features/profile-settings/components/avatar-card";
import { ProfileSection } from "@/features/profile-settings/components/profile-form";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/settings, "Profile": the selected student's photo and details, with the 30-day edit lock. */
export default function StudentSettingsPage() {
  const { student, studentId, isParentAccount, isLoading, error } = useActiveStudent();
  const whose = isParentAccount && student ? `${student.firstName}'s` : "your";
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Profile settings">
        <p className="text-base">
          {isParentAccount && student
            ? `${student.firstName}'s details, which their tutors see.`
            : "Your details, which your tutors see."}
        </p>
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
