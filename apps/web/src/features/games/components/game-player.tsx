import { GAME_ENGINE_NAMES, type GameEngine, nextCombo } from "@app/domain/games";
import { useQueryClient } from "@tanstack/react-query";
import { Flame, RotateCcw, Sparkles } from "lucide-react";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { queryRoots } from "@/lib/query-keys";
import { revealAnswer } from "@/shared/practice/reveal-answer";
import { canAnimate } from "@/shared/practice/xp-gain";
import { emitRewardsEarned } from "@/shared/rewards-events";
import { answerGameItem } from "../api/answer-game-item";
import { useFinishGame } from "../api/finish-game";
import { gamesKeys } from "../api/keys";
import type { GameItem, GameSet } from "../api/open-game";
import { ENGINE_LOADERS } from "../engines/registry";
import type { EngineProps, Verdict } from "../engines/types";
import { playTone } from "../lib/sound";

const ENGINES = Object.fromEntries(
  Object.entries(ENGINE_LOADERS).map(([engine, load]) => [engine, lazy(load)]),
) as Record<GameEngine, ReturnType<typeof lazy<typeof import("../engines/flashcards/flashcards").default>>>;

/** An option id as its text, for showing the right answer of a choice. */
function answerText(item: GameItem, correct: string): string {
  if (item.question.type === "true_false")
    return correct === "true" ? "True" : correct === "false" ? "False" : correct;
  if (item.question.options.length > 0 && item.question.type !== "short_answer")
    return item.question.options.find((o) => o.id === correct)?.text ?? correct;
  return correct;
}

interface Played {
  index: number;
  verdict: Verdict;
}

/**
 * Plays a game the server opened: the card's engine (a lazy chunk) asks, each answer is judged and
 * recorded by the server in the game's answer set, a miss shows the right answer (recorded as
 * shown, so it earns nothing more that day), a combo counts right answers in a row, and the end
 * finishes the set for its XP and tells the shell's rewards widget (the `rewards-earned` event).
 */
export function GamePlayer({
  set,
  engine,
  studentId,
  soundOn,
  onPlayAgain,
  onFinished,
  aside,
}: {
  set: GameSet;
  /** One of the six engines, or a game's own (listen and speak, the verb games) behind the same interface. */
  engine: GameEngine | { name: string; Engine: ComponentType<EngineProps> };
  studentId: number | null;
  soundOn: boolean;
  onPlayAgain: () => void;
  /** Told when the game's set is finished (the verb games refresh their weak verbs). */
  onFinished?: () => void;
  /** Shown under the game about the item on screen (the route's "Ask the tutor"). */
  aside?: (item: GameItem) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [played, setPlayed] = useState<Played[]>([]);
  const [combo, setCombo] = useState(0);
  const [bestCombo, setBestCombo] = useState(0);
  const [isDone, setIsDone] = useState(false);
  const [calm, setCalm] = useState(false);
  const startedAt = useRef(Date.now());
  const finish = useFinishGame(set.set_id, studentId);
  const still = useMemo(() => !canAnimate(), []);

  const answer = useCallback(
    async (index: number, text: string): Promise<Verdict> => {
      const item = set.items[index]!;
      const seconds = (Date.now() - startedAt.current) / 1000;
      startedAt.current = Date.now();
      const attempt = await answerGameItem({
        setId: set.set_id,
        studentId,
        materialId: item.material_id,
        questionId: item.question.id,
        answer: text,
        seconds,
      });
      let correct = attempt.answer_shown ? attempt.correct_answer : "";
      // A miss shows the right answer at once (Duolingo's way): the server records it as shown.
      if (!attempt.is_correct && !correct && !item.question.id.startsWith("g-")) {
        correct = await revealAnswer(item.material_id, studentId, item.question.id)
          .then((r) => r.correct_answer)
          .catch(() => "");
      }
      const verdict: Verdict = {
        isCorrect: attempt.is_correct,
        score: attempt.score,
        correctAnswer: correct ? answerText(item, correct) : "",
        feedback: attempt.feedback,
      };
      setPlayed((all) => [...all, { index, verdict }]);
      setCombo((c) => {
        const next = nextCombo(c, verdict.isCorrect);
        setBestCombo((b) => Math.max(b, next));
        return next;
      });
      if (soundOn) playTone(verdict.isCorrect);
      return verdict;
    },
    [set, studentId, soundOn],
  );

  const done = useCallback(() => setIsDone(true), []);
  const finished = useRef(false);
  useEffect(() => {
    if (!isDone || finished.current || played.length === 0) return;
    finished.current = true;
    finish.mutate(undefined, {
      onSuccess: (response) => {
        if (response.awarded > 0 && !response.duplicate) {
          emitRewardsEarned({
            awarded: response.awarded,
            levelUps: response.xp?.levelUps ?? [],
            streakMilestones: response.xp?.streakMilestones ?? [],
          });
          toast({ variant: "celebration", title: `Game done! +${response.awarded} XP` });
        }
        // Not the game's own set: refetching it would open a new game under the summary.
        void queryClient.invalidateQueries({ queryKey: gamesKeys.allData() });
        void queryClient.invalidateQueries({ queryKey: queryRoots.reviewDue });
        void queryClient.invalidateQueries({ queryKey: queryRoots.materialProgress });
        onFinished?.();
      },
    });
  }, [isDone, played.length, finish, queryClient, onFinished]);

  const Engine = typeof engine === "string" ? ENGINES[engine] : engine.Engine;
  const right = played.filter((p) => p.verdict.isCorrect).length;

  if (isDone) {
    const accuracy = played.length === 0 ? 0 : Math.round((right / played.length) * 100);
    const misses = played.filter((p) => !p.verdict.isCorrect);
    return (
      <Card data-testid="game-summary">
        <CardContent className="grid gap-4">
          <h2 className="text-2xl font-bold text-slate-900">Game over!</h2>
          <dl className="grid grid-cols-3 gap-3 text-center">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">Accuracy</dt>
              <dd className="text-2xl font-bold" data-testid="game-accuracy">
                {accuracy}%
              </dd>
            </div>
            <div className="rounded-lg bg-amber-50 p-3 dark:bg-amber-950">
              <dt className="text-xs text-slate-500">XP</dt>
              <dd className="text-2xl font-bold text-amber-800 dark:text-amber-200" data-testid="game-xp">
                {finish.isSuccess ? `+${finish.data.awarded}` : finish.isError ? "–" : "…"}
              </dd>
            </div>
            <div className="rounded-lg bg-orange-50 p-3 dark:bg-orange-950">
              <dt className="text-xs text-slate-500">Best combo</dt>
              <dd className="text-2xl font-bold">{bestCombo}</dd>
            </div>
          </dl>
          {finish.isSuccess && finish.data.awarded === 0 && (
            <p className="text-sm text-slate-600">No new XP: these questions already counted today.</p>
          )}
          {finish.isError && (
            <Alert tone="error" title="Your XP was not added yet">
              <p>{finish.error.message}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => finish.mutate()}>
                Try again
              </Button>
            </Alert>
          )}
          {misses.length > 0 && (
            <div className="grid gap-2">
              <h3 className="font-semibold">To practise</h3>
              <ul className="grid gap-1 text-sm" data-testid="game-misses">
                {misses.map((m) => (
                  <li key={m.index} className="rounded border border-slate-200 p-2">
                    {set.items[m.index]!.question.question.slice(0, 140)}
                    {m.verdict.correctAnswer && (
                      <span className="block text-xs text-slate-500">Answer: {m.verdict.correctAnswer}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={onPlayAgain}>
              <RotateCcw aria-hidden className="size-4" /> Play again
            </Button>
            <Link to="/student/games" className={buttonClasses({ variant: "outline" })}>
              Back to games
            </Link>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-600">
          {typeof engine === "string" ? GAME_ENGINE_NAMES[engine] : engine.name}
        </span>
        <span
          data-testid="game-combo"
          aria-live="polite"
          className={
            combo >= 2
              ? "flex items-center gap-1 rounded-full bg-orange-100 px-3 py-1 text-sm font-bold text-orange-800 dark:bg-orange-950 dark:text-orange-200"
              : "flex items-center gap-1 px-3 py-1 text-sm text-slate-500"
          }
        >
          <Flame aria-hidden className="size-4" /> Combo {combo}
        </span>
        {engine === "timed-rush" && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={calm} onChange={(e) => setCalm(e.target.checked)} /> Calm mode
          </label>
        )}
      </div>
      <ProgressBar
        value={played.length}
        max={set.items.length}
        label="Game progress"
        valueText={`${played.length} of ${set.items.length} answered`}
      />
      <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
        <Engine items={set.items} answer={answer} done={done} calm={calm} still={still} />
      </Suspense>
      {played.length > 0 && (
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <Sparkles aria-hidden className="size-4" /> {right} right so far
        </p>
      )}
      {aside && set.items.length > 0 && aside(set.items[Math.min(played.length, set.items.length - 1)]!)}
    </div>
  );
}
