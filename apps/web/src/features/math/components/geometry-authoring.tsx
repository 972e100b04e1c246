import type { AuthoredQuestion } from "@app/contract/authoring";
import type { ConstructionState } from "@app/domain/geometry/construction";
import {
  describeTarget,
  type GeometrySpec,
  type GeometryTarget,
  judgeConstruction,
  parseTarget,
  TARGET_KINDS,
  type TargetKind,
} from "@app/domain/geometry/target";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { describeFailure } from "@/lib/api-errors";
import ConstructionBoard from "@/shared/geometry/construction-board";
import { useAuthoringLessons } from "../api/get-authoring-lessons";
import { useSaveGeometryQuestion } from "../api/save-geometry-question";

const START: ConstructionState = {
  points: [
    { id: "A", x: -3, y: -1 },
    { id: "B", x: 3, y: 1 },
  ],
  objects: [],
};
const NUMBER_PARAMS = new Set(["slope", "intercept", "radius", "x", "y"]);

/** /admin/geometry-authoring: board, target, words, a proof both ways, then save to a lesson. */
export function GeometryAuthoring() {
  const id = useId();
  const [board, setBoard] = useState<ConstructionState>(START);
  const [movable, setMovable] = useState<Set<string>>(new Set());
  const [kind, setKind] = useState<TargetKind>("perpendicular_bisector");
  const [params, setParams] = useState<Record<string, string>>({
    a: "A",
    b: "B",
    at: "C",
    point: "C",
    vertex: "A",
    through: "A",
    center: "A",
  });
  const [questionId, setQuestionId] = useState("geo1");
  const [prompt, setPrompt] = useState("Construct the perpendicular bisector of $AB$.");
  const [hint, setHint] = useState("");
  const [explanation, setExplanation] = useState("");
  const [preview, setPreview] = useState<ConstructionState>(START);
  const [right, setRight] = useState<string | null>(null);
  const [wrong, setWrong] = useState<string | null>(null);
  const [lessonId, setLessonId] = useState<number | null>(null);
  const lessons = useAuthoringLessons();
  const save = useSaveGeometryQuestion();

  const givenBoard: ConstructionState = {
    points: board.points.map((p) => ({
      id: p.id,
      x: p.x,
      y: p.y,
      ...(movable.has(p.id) ? {} : { fixed: true }),
    })),
    objects: board.objects,
  };
  const entry = TARGET_KINDS.find((t) => t.kind === kind)!;
  const rawTarget: Record<string, unknown> = { kind };
  for (const p of entry.params) rawTarget[p] = NUMBER_PARAMS.has(p) ? Number(params[p] ?? "0") : params[p];
  const target = parseTarget(rawTarget, givenBoard);
  const spec: GeometrySpec | undefined = target.ok
    ? { board: givenBoard, target: target.target as GeometryTarget }
    : undefined;
  const specKey = JSON.stringify(spec ?? null);
  const verdict = spec ? judgeConstruction(spec, JSON.stringify(preview)) : undefined;
  const resetProofs = () => {
    setRight(null);
    setWrong(null);
  };

  const question: AuthoredQuestion | undefined =
    spec && right
      ? {
          id: questionId.trim(),
          type: "geometry",
          question: prompt,
          correctAnswer: right,
          hint,
          ...(explanation.trim() ? { explanation } : {}),
          geometry: spec as AuthoredQuestion["geometry"],
        }
      : undefined;
  const ready = question && wrong && lessonId !== null && prompt.trim() && hint.trim();

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${id}-board`} className="grid gap-3">
        <h2 id={`${id}-board`} className="text-xl font-semibold">
          1. Starting board
        </h2>
        <p className="text-sm text-slate-600">
          Place the points the student starts with. Given points stay fixed unless you let the student move
          them.
        </p>
        <ConstructionBoard
          initial={START}
          tools={["move", "point"]}
          label="Starting board"
          onChange={(s) => {
            setBoard(s);
            resetProofs();
          }}
        />
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 font-medium">The student may move</legend>
          {board.points.map((p) => (
            <label key={p.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={movable.has(p.id)}
                onChange={(e) => {
                  const next = new Set(movable);
                  if (e.target.checked) next.add(p.id);
                  else next.delete(p.id);
                  setMovable(next);
                  resetProofs();
                }}
              />
              {p.id}
            </label>
          ))}
        </fieldset>
      </section>

      <section aria-labelledby={`${id}-target`} className="grid gap-3">
        <h2 id={`${id}-target`} className="text-xl font-semibold">
          2. Target condition
        </h2>
        <label className="grid gap-1 text-sm font-medium">
          Condition
          <select
            className="h-10 rounded-md border border-slate-300 bg-white px-3"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TargetKind);
              resetProofs();
            }}
          >
            {TARGET_KINDS.map((t) => (
              <option key={t.kind} value={t.kind}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-3">
          {entry.params.map((p) => (
            <FormField
              key={p}
              label={`Target ${p}`}
              value={params[p] ?? ""}
              inputMode={NUMBER_PARAMS.has(p) ? "decimal" : undefined}
              onChange={(e) => {
                setParams({ ...params, [p]: e.target.value });
                resetProofs();
              }}
            />
          ))}
        </div>
        {target.ok ? (
          <p className="text-sm" data-testid="target-words">
            A right answer shows {describeTarget(target.target)}.
          </p>
        ) : (
          <Alert tone="error">{target.error}</Alert>
        )}
      </section>

      <section aria-labelledby={`${id}-words`} className="grid gap-3">
        <h2 id={`${id}-words`} className="text-xl font-semibold">
          3. Prompt and hints
        </h2>
        <FormField label="Question id" value={questionId} onChange={(e) => setQuestionId(e.target.value)} />
        <FormField label="Prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        <FormField label="Hint" value={hint} onChange={(e) => setHint(e.target.value)} />
        <FormField label="Explanation" value={explanation} onChange={(e) => setExplanation(e.target.value)} />
      </section>

      <section aria-labelledby={`${id}-preview`} className="grid gap-3">
        <h2 id={`${id}-preview`} className="text-xl font-semibold">
          4. Preview as a student, and prove it
        </h2>
        <p className="text-sm">{prompt}</p>
        {spec && (
          <ConstructionBoard
            key={specKey}
            initial={spec.board}
            label="Student preview"
            onChange={setPreview}
          />
        )}
        <p aria-live="polite" className="text-sm font-medium" data-testid="preview-verdict">
          {verdict
            ? verdict.ok
              ? verdict.correct
                ? "This construction passes."
                : "This construction fails."
              : verdict.error
            : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={!verdict?.ok || !verdict.correct}
            onClick={() => setRight(JSON.stringify(preview))}
          >
            Use as the correct answer
          </Button>
          <Button
            variant="secondary"
            disabled={!verdict?.ok || verdict.correct}
            onClick={() => setWrong(JSON.stringify(preview))}
          >
            Record as an incorrect answer
          </Button>
        </div>
        <ul className="text-sm" data-testid="proofs">
          <li>
            {right
              ? "✓ A correct construction passes."
              : "Build a correct construction and use it as the answer."}
          </li>
          <li>
            {wrong
              ? "✓ An incorrect construction fails."
              : "Build an incorrect one and record that it fails."}
          </li>
        </ul>
      </section>

      <section aria-labelledby={`${id}-save`} className="grid gap-3">
        <h2 id={`${id}-save`} className="text-xl font-semibold">
          5. Save to a lesson
        </h2>
        {lessons.isError && <Alert tone="error">{describeFailure(lessons.error)}</Alert>}
        <label className="grid gap-1 text-sm font-medium">
          Lesson
          <select
            className="h-10 rounded-md border border-slate-300 bg-white px-3"
            value={lessonId ?? ""}
            onChange={(e) => setLessonId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{lessons.isPending ? "Loading lessons…" : "Choose a lesson"}</option>
            {(lessons.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <Button
          className="justify-self-start"
          disabled={!ready}
          isBusy={save.isPending}
          busyLabel="Saving…"
          onClick={() => question && lessonId !== null && save.mutate({ lessonId, question })}
        >
          Save the question
        </Button>
        <div aria-live="polite">
          {save.isSuccess && (
            <Alert tone="success">
              Saved to {save.data.title} as question {questionId}.
            </Alert>
          )}
          {save.isError && <Alert tone="error">{describeFailure(save.error)}</Alert>}
        </div>
      </section>
    </div>
  );
}
