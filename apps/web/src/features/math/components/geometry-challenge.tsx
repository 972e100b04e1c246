import type { ConstructionState } from "@app/domain/geometry/construction";
import { describeTarget, type GeometrySpec, judgeConstruction } from "@app/domain/geometry/target";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import ConstructionBoard from "@/shared/geometry/construction-board";
import { useCheckGeometryAnswer } from "../api/check-geometry-answer";

export const BISECTOR_CHALLENGE: GeometrySpec = {
  board: {
    points: [
      { id: "A", x: -3, y: -1, fixed: true },
      { id: "B", x: 3, y: 1, fixed: true },
    ],
    objects: [],
  },
  target: { kind: "perpendicular_bisector", a: "A", b: "B" },
};

/**
 * A construction challenge: build it, then check it. The server judges it when someone is signed
 * in; a visitor's board is checked on the device by the same rules (the domain's judge).
 */
export function GeometryChallenge({ spec, prompt }: { spec: GeometrySpec; prompt: string }) {
  const [state, setState] = useState<ConstructionState>(spec.board);
  const [verdict, setVerdict] = useState<{ correct: boolean; text: string } | null>(null);
  const check = useCheckGeometryAnswer();
  const answer = JSON.stringify(state);
  const checkLocally = (note: string) => {
    const j = judgeConstruction(spec, answer);
    setVerdict(
      j.ok
        ? { correct: j.correct, text: `${j.feedback} ${note}` }
        : { correct: false, text: `${j.error}. ${note}` },
    );
  };
  const onCheck = () => {
    check.mutate(
      { question: prompt, geometry: spec, correctAnswer: answer, answer },
      {
        onSuccess: (r) =>
          setVerdict({ correct: r.is_correct, text: `${r.feedback} (checked by the server)` }),
        onError: (error) =>
          error instanceof ApiError && error.status === 401
            ? checkLocally("(Checked on this device: sign in to have the server check it.)")
            : setVerdict({ correct: false, text: error.message }),
      },
    );
  };
  return (
    <div className="grid gap-3">
      <p className="text-lg font-medium">{prompt}</p>
      <ConstructionBoard
        initial={spec.board}
        onChange={(s) => {
          setState(s);
          setVerdict(null);
        }}
        label={`Board: ${describeTarget(spec.target)}`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onCheck} isBusy={check.isPending} busyLabel="Checking…">
          Check my construction
        </Button>
      </div>
      <div aria-live="polite" data-testid="challenge-verdict">
        {verdict && (
          <Alert tone={verdict.correct ? "success" : "error"}>
            {verdict.correct ? "Correct! " : "Not yet. "}
            {verdict.text}
          </Alert>
        )}
      </div>
    </div>
  );
}
