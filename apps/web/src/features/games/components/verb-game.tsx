import type { AnswerSet } from "@app/contract/learning-answers";
import type { VerbRoundRequest } from "@app/contract/verbs";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { gamesKeys } from "../api/keys";
import { useOpenVerbRound, useVerbGameSetup, type VerbGameSetup, type VerbLanguage } from "../api/verb-games";
import { FrenchVerbDrill, SpanishVerbDrill } from "../engines/verb-drill/verb-drill";
import { GamePlayer } from "./game-player";
import { ClassicSetup, GuidedSetup } from "./verb-setup";

export type SetupFlow = "guided" | "classic";

/** The weak verbs (most missed first): they come back in a "my weak verbs" round. */
export function WeakVerbs({ setup }: { setup: VerbGameSetup }) {
  if (setup.weak_verbs.length === 0) return null;
  return (
    <Card data-testid="weak-verbs">
      <CardContent className="grid gap-2">
        <h2 className="font-semibold">Verbs to practise</h2>
        <ul className="flex flex-wrap gap-2">
          {setup.weak_verbs.map((w) => (
            <li
              key={w.verb}
              className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {w.verb} · {w.misses} of {w.answers} missed
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * A verb game: a setup (guided or classic), then rounds the server builds and judges, played in
 * the games' player (combo, feedback, XP, `rewards-earned`) with the verb drill's accent bar.
 */
export function VerbGame({
  language,
  flow,
  studentId,
}: {
  language: VerbLanguage;
  flow: SetupFlow;
  studentId: number | null;
}) {
  const queryClient = useQueryClient();
  const setup = useVerbGameSetup(language, studentId);
  const open = useOpenVerbRound(studentId);
  const [round, setRound] = useState<{ set: AnswerSet; body: VerbRoundRequest } | null>(null);
  const Engine = language === "fr" ? FrenchVerbDrill : SpanishVerbDrill;
  const start = (body: VerbRoundRequest) =>
    open.mutate(body, { onSuccess: (set) => setRound({ set, body }) });

  if (setup.isPending)
    return (
      <div role="status" aria-label="Loading the verb game" className="grid gap-3">
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  if (setup.isError)
    return (
      <Alert tone="error" title="The verb game could not load">
        <p>{setup.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const startError = open.isError ? (
    <Alert tone="error" title="The round could not start">
      <p>{open.error.message}</p>
    </Alert>
  ) : null;
  const setupForm =
    flow === "guided" ? (
      <GuidedSetup setup={setup.data} pending={open.isPending} onStart={start} />
    ) : (
      <ClassicSetup setup={setup.data} pending={open.isPending} onStart={start} />
    );
  const player = round && (
    <GamePlayer
      key={round.set.set_id}
      set={round.set}
      engine={{ name: language === "fr" ? "French verbs" : "Spanish verbs", Engine }}
      studentId={studentId}
      soundOn={false}
      onFinished={() =>
        void queryClient.invalidateQueries({ queryKey: gamesKeys.verbSetup(studentId, language) })
      }
      onPlayAgain={() => start(round.body)}
    />
  );
  // The classic drill keeps its one-line setup above the round: one screen.
  if (round === null || flow === "classic") {
    return (
      <div className="grid gap-4">
        {setupForm}
        {startError}
        {player ?? <WeakVerbs setup={setup.data} />}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setRound(null)}>
        Change the setup
      </Button>
      {startError}
      {player}
      <WeakVerbs setup={setup.data} />
    </div>
  );
}
