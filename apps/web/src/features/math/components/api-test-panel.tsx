import { computeConstruction, movePoint, parseConstruction } from "@app/domain/geometry/construction";
import { addConstruction } from "@app/domain/geometry/editing";
import { keyPoints, readFunction } from "@app/domain/geometry/graph";
import { pushHistory, redo, startHistory, undo } from "@app/domain/geometry/history";
import { describeShape } from "@app/domain/geometry/measure";
import { judgeConstruction } from "@app/domain/geometry/target";
import { Button } from "@/components/ui/button";
import { useCheckGeometryAnswer } from "../api/check-geometry-answer";
import { BISECTOR_CHALLENGE } from "./geometry-challenge";

interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

/** Runs the math APIs (the construction model, the judging, the function reader) and shows each result. */
function runChecks(): Check[] {
  const board = BISECTOR_CHALLENGE.board;
  const bisected = addConstruction(board, "perpendicular_bisector", ["A", "B"])!;
  const withMidpoint = addConstruction(board, "midpoint", ["A", "B"])!;
  const c = addConstruction({ ...board, points: [...board.points, { id: "C", x: 0, y: 3 }] }, "midpoint", [
    "A",
    "C",
  ])!;
  const moved = movePoint(c, "C", { x: 2, y: 3 });
  const mid = computeConstruction(moved).get("D");
  const h = undo(pushHistory(startHistory(board), bisected));
  const right = judgeConstruction(BISECTOR_CHALLENGE, JSON.stringify(bisected));
  const wrong = judgeConstruction(BISECTOR_CHALLENGE, JSON.stringify(withMidpoint));
  const degenerate = judgeConstruction(
    {
      ...BISECTOR_CHALLENGE,
      board: { points: [board.points[0]!, { ...board.points[0]!, id: "B" }], objects: [] },
    },
    JSON.stringify(board),
  );
  const f = readFunction("x^2 - 4");
  const roots = f.ok
    ? keyPoints((x) => f.fn.at(x, {}), -10, 10).intercepts.map((p) => Math.round(p.x * 1000) / 1000)
    : [];
  return [
    {
      name: "Build a perpendicular bisector",
      pass: bisected.objects.length === 1,
      detail: describeShape("o1", computeConstruction(bisected).get("o1")),
    },
    {
      name: "A midpoint follows its moved point",
      pass: mid?.type === "point" && mid.at.x === -0.5,
      detail: describeShape("D", mid),
    },
    {
      name: "Undo, then redo",
      pass: h.present === board && redo(h).present === bisected,
      detail: `${h.past.length} to undo, ${h.future.length} to redo`,
    },
    {
      name: "A right construction passes",
      pass: right.ok && right.correct,
      detail: right.ok ? right.feedback : right.error,
    },
    {
      name: "A wrong construction fails",
      pass: wrong.ok && !wrong.correct,
      detail: wrong.ok ? wrong.feedback : wrong.error,
    },
    {
      name: "A degenerate target is refused",
      pass: !degenerate.ok,
      detail: degenerate.ok ? "judged" : degenerate.error,
    },
    { name: "Malformed state is refused", pass: !parseConstruction("{").ok, detail: "not JSON" },
    { name: "x^2 - 4 crosses at ±2", pass: roots.join(",") === "-2,2", detail: roots.join(", ") },
  ];
}

export function ApiTestPanel() {
  const checks = runChecks();
  const server = useCheckGeometryAnswer();
  const answer = JSON.stringify(
    addConstruction(BISECTOR_CHALLENGE.board, "perpendicular_bisector", ["A", "B"]),
  );
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" aria-label="Results">
        {checks.map((c) => (
          <li
            key={c.name}
            className="rounded-lg border border-slate-200 p-3 text-sm"
            data-testid="api-check"
            data-pass={c.pass}
          >
            <span className={c.pass ? "font-semibold text-emerald-700" : "font-semibold text-red-700"}>
              {c.pass ? "Pass" : "Fail"}
            </span>{" "}
            {c.name}: <span className="text-slate-600">{c.detail}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <Button
          variant="secondary"
          className="justify-self-start"
          isBusy={server.isPending}
          busyLabel="Asking the server…"
          onClick={() =>
            server.mutate({
              question: "Construct the perpendicular bisector of AB.",
              geometry: BISECTOR_CHALLENGE,
              correctAnswer: answer,
              answer,
            })
          }
        >
          Judge a bisector on the server
        </Button>
        <p aria-live="polite" className="text-sm">
          {server.isSuccess &&
            `Server: ${server.data.is_correct ? "correct" : "wrong"} (${server.data.evaluation_method}, ${server.data.evaluation_sub_method})`}
          {server.isError && `Server: ${server.error.message}`}
        </p>
      </div>
    </div>
  );
}
