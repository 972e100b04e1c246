import { isGameEngine, parseGameCardId } from "@app/domain/games";
import { Volume2, VolumeX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { SignpostIllustration } from "@/components/illustrations/signpost";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useGamesData } from "@/features/games/api/get-games-data";
import { useOpenGame } from "@/features/games/api/open-game";
import { useUpdateGamePreferences } from "@/features/games/api/update-game-preferences";
import { GamePlayer } from "@/features/games/components/game-player";
import { AskTutorLauncher } from "@/features/tutor/components/ask-tutor-launcher";
import { isApiError } from "@/lib/api-client";
import { FailureError } from "@/lib/api-errors";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

void loadMathRenderer().catch(() => {});

const NO_FILTERS = {};

/** /student/play/{engine}/{cardId}: one game; an unknown engine or card is a clear not-found page. */
export default function PlayPage() {
  const { engine = "", cardId = "" } = useParams();
  const card = parseGameCardId(cardId);
  const known = isGameEngine(engine) && card !== null && card.engine === engine;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {known ? <Game key={cardId} engine={card.engine} cardId={cardId} /> : <GameNotFound />}
    </div>
  );
}

function GameNotFound() {
  return (
    <section className="grid justify-items-center gap-3 py-10 text-center" data-testid="game-not-found">
      <title>Game not found</title>
      <SignpostIllustration className="h-28" />
      <h1 className="text-2xl font-semibold">Game not found</h1>
      <p className="text-slate-600">There is no such game. Pick one from the games hub.</p>
      <Link to="/student/games" className={buttonClasses()}>
        Back to games
      </Link>
    </section>
  );
}

function Game({
  engine,
  cardId,
}: {
  engine: NonNullable<ReturnType<typeof parseGameCardId>>["engine"];
  cardId: string;
}) {
  const { studentId } = useActiveStudent();
  const [visit, setVisit] = useState(0);
  const game = useOpenGame(cardId, studentId, visit);
  const prefs = useGamesData(NO_FILTERS, studentId).data?.preferences;
  const update = useUpdateGamePreferences(studentId);
  const soundOn = prefs?.sound_on ?? false;
  if (game.isPending) {
    return (
      <div role="status" aria-label="Loading the game" className="grid gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (game.isError) {
    const cause = game.error instanceof FailureError ? game.error.cause : game.error;
    if (isApiError(cause, 404)) return <GameNotFound />;
    return (
      <Alert tone="error" title="The game could not start">
        <p>{game.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void game.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <PageIntro title={game.data.title} />
      <Button
        variant="ghost"
        size="sm"
        className="w-fit"
        aria-pressed={soundOn}
        onClick={() => update.mutate({ sound_on: !soundOn })}
      >
        {soundOn ? <Volume2 aria-hidden className="size-4" /> : <VolumeX aria-hidden className="size-4" />}
        Sound {soundOn ? "on" : "off"}
      </Button>
      <GamePlayer
        key={game.data.set_id}
        set={game.data}
        engine={engine}
        studentId={studentId}
        soundOn={soundOn}
        onPlayAgain={() => setVisit((v) => v + 1)}
        aside={(item) => (
          <AskTutorLauncher
            key={item.material_id}
            className="w-fit"
            materialId={item.material_id}
            // Questions the game made up ("g-…") are not the lesson's: the tutor helps with the lesson.
            questions={[
              ...new Set(
                game.data.items
                  .filter((i) => i.material_id === item.material_id && !i.question.id.startsWith("g-"))
                  .map((i) => i.question.id),
              ),
            ].map((id, n) => ({ id, label: `Question ${n + 1}` }))}
            {...(item.question.id.startsWith("g-") ? {} : { initialQuestionId: item.question.id })}
          />
        )}
      />
    </>
  );
}
