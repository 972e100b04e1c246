import { Navigate } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useGamesData } from "@/features/games/api/get-games-data";
import { playPath } from "@/features/games/components/games-hub";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

const NO_FILTERS = {};

/** /student/games/play: starts the game the server picks (most review due, then weakest mastery). */
export default function GamesPlayPage() {
  const { studentId } = useActiveStudent();
  const games = useGamesData(NO_FILTERS, studentId);
  const card = games.data?.cards.find((c) => c.id === games.data?.suggested_card_id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Play a game" />
      {games.isPending ? (
        <div role="status" aria-label="Choosing a game">
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : games.isError ? (
        <Alert tone="error" title="No game could be chosen">
          <p>{games.error.message}</p>
        </Alert>
      ) : card ? (
        <Navigate replace to={playPath(card, studentId)} />
      ) : (
        <Alert tone="info" title="No games yet">
          <p>Games appear as soon as a lesson has practice questions.</p>
        </Alert>
      )}
    </div>
  );
}
