import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { FavouritesList } from "@/features/favorites/components/favourites-list";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** /student/favorites: the selected student's favourite library items. */
export default function FavouritesPage() {
  const { student, studentId, isParentAccount, isParentView, isLoading, error } = useActiveStudent();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Favourites">
        <p className="text-base">
          {isParentView && student
            ? `What ${student.firstName} has saved from the Library.`
            : "What you've saved from the Library, all in one place."}
        </p>
      </PageIntro>
      {isLoading ? (
        <div role="status" aria-label="Loading your favourites">
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : !student ? (
        <Alert tone={error ? "error" : "info"} title={error ? "Failed to load profile" : undefined}>
          {error ? error.message : "There is no student profile on this account yet."}
        </Alert>
      ) : (
        <FavouritesList key={studentId} studentId={studentId} isParentAccount={isParentAccount} />
      )}
    </div>
  );
}
