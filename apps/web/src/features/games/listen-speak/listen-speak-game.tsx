import { Headphones } from "lucide-react";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";
import { useListenSpeakLessons } from "../api/get-listen-speak-lessons";
import { useOpenGame } from "../api/open-game";
import { GamePlayer } from "../components/game-player";
import { ListenSpeakEngine, ListenSpeakRound } from "./listen-speak-engine";

const ENGINE = { name: "Listen and speak", Engine: ListenSpeakEngine };

/** /student/spanish-listen-speak: pick a Spanish lesson, then hear its phrases and say them back. */
export function ListenSpeakGame() {
  const lessons = useListenSpeakLessons();
  const [cardId, setCardId] = useState<string | null>(null);
  if (cardId) return <Round key={cardId} cardId={cardId} onBack={() => setCardId(null)} />;
  if (lessons.isPending) {
    return (
      <div role="status" aria-label="Loading the Spanish lessons" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (lessons.isError) {
    return (
      <Alert tone="error" title="The Spanish lessons could not load">
        <p>{lessons.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void lessons.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (lessons.data.lessons.length === 0) {
    return <p className="text-slate-600">No Spanish lesson has phrases to practise yet. Come back soon!</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Spanish lessons">
      {lessons.data.lessons.map((lesson) => (
        <li key={lesson.card_id}>
          <Card className="h-full">
            <CardContent className="grid h-full content-between gap-3">
              <div>
                <h2 className="font-semibold text-slate-900">{lesson.title}</h2>
                <p className="text-sm text-slate-600">
                  {lesson.phrases} phrases{lesson.course_title ? ` · ${lesson.course_title}` : ""}
                </p>
              </div>
              <Button className="w-fit" onClick={() => setCardId(lesson.card_id)} data-testid="listen-start">
                <Headphones aria-hidden className="size-4" /> Start
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Round({ cardId, onBack }: { cardId: string; onBack: () => void }) {
  const { studentId } = useActiveStudent();
  const [visit, setVisit] = useState(0);
  const game = useOpenGame(cardId, studentId, visit);
  const setId = game.data?.set_id ?? "";
  const round = useMemo(() => ({ setId, studentId }), [setId, studentId]);
  if (game.isPending) {
    return (
      <div role="status" aria-label="Loading the game" className="grid gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (game.isError) {
    return (
      <Alert tone="error" title="The game could not start">
        <p>{game.error?.message}</p>
        <div className="mt-2 flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void game.refetch()}>
            Try again
          </Button>
          <Button variant="ghost" size="sm" onClick={onBack}>
            Choose another lesson
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{game.data.title}</h2>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Choose another lesson
        </Button>
      </div>
      <ListenSpeakRound.Provider value={round}>
        <GamePlayer
          key={game.data.set_id}
          set={game.data}
          engine={ENGINE}
          studentId={studentId}
          soundOn={false}
          onPlayAgain={() => setVisit((v) => v + 1)}
        />
      </ListenSpeakRound.Provider>
    </div>
  );
}
