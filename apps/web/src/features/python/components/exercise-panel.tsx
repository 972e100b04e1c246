import type { PythonAttemptResponse, PythonExercise, PythonVisibleCheck } from "@app/contract/python-course";
import { explainPythonError } from "@app/domain/python-course/tracebacks";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { useCheckPythonAttempt } from "../api/check-python-attempt";
import { useSavePythonCode } from "../api/save-python-code";
import { useTakePythonHint } from "../api/take-python-hint";
import { useProgramRun } from "../hooks/use-program-run";
import type { PythonRuntime } from "../runtime/python-runtime";
import { CodeEditor } from "./code-editor";
import { InlineText } from "./inline-text";
import { PythonConsole } from "./python-console";

/** How long the editor waits after the last keystroke before saving. */
const AUTOSAVE_DELAY_MS = 1_000;
/** How long the examples may run in the browser before they are stopped. */
const BROWSER_CHECK_TIMEOUT_MS = 10_000;

function describeExample(check: PythonVisibleCheck): string {
  if (check.kind === "output") {
    const given = check.inputs?.length
      ? `Given ${check.inputs.map((i) => JSON.stringify(i)).join(", ")}, it`
      : "It";
    return `${given} prints:\n${check.expected}`;
  }
  if (check.kind === "function") {
    return `${check.name}(${(check.args ?? []).map((a) => JSON.stringify(a)).join(", ")}) returns ${JSON.stringify(check.expected)}`;
  }
  return check.message;
}

type Feedback =
  | { kind: "browser"; message: string; explanation: string | null }
  | { kind: "server"; result: PythonAttemptResponse }
  | { kind: "error"; message: string };

/**
 * One exercise: the prompt and examples, the editor (autosaved), Run and Stop, Check (the examples
 * in the browser first, then every check on the server, whose pass alone counts), and hints.
 */
export function ExercisePanel({
  exercise,
  week,
  studentId,
  runtime,
  isRuntimeReady,
}: {
  exercise: PythonExercise;
  week: number;
  studentId: number | null;
  runtime: PythonRuntime;
  isRuntimeReady: boolean;
}) {
  const [code, setCode] = useState(exercise.saved_code ?? exercise.starter);
  const [docKey, setDocKey] = useState(exercise.slug);
  const [saveState, setSaveState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const program = useProgramRun(runtime);
  const save = useSavePythonCode(studentId, exercise.slug);
  const hint = useTakePythonHint(studentId, exercise.slug, week);
  const attempt = useCheckPythonAttempt(studentId, exercise.slug);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(code);
  latest.current = code;
  const isPassed = exercise.status === "passed" || (feedback?.kind === "server" && feedback.result.passed);

  const saveNow = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setSaveState("saving");
    save.mutate(latest.current, {
      onSuccess: () => setSaveState("saved"),
      onError: () => setSaveState("failed"),
    });
  };

  // A pending autosave is sent when the student leaves the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        save.mutate(latest.current);
      }
    },
    [],
  );

  const onChange = (next: string) => {
    setCode(next);
    setSaveState("idle");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
  };

  const check = async () => {
    if (isChecking || runtime.isRunning) return;
    setIsChecking(true);
    setFeedback(null);
    try {
      const stopper = setTimeout(() => runtime.stop(), BROWSER_CHECK_TIMEOUT_MS);
      const local = await runtime.check(code, exercise.examples).finally(() => clearTimeout(stopper));
      if (!local.passed) {
        const failed = local.results.find((r) => !r.ok);
        const error = local.error ?? failed?.error ?? null;
        setFeedback({
          kind: "browser",
          message: failed?.message || (error ? "Your code stopped with an error." : "Not quite yet."),
          explanation: error ? explainPythonError(error) : null,
        });
        return;
      }
      const result = await attempt.mutateAsync(code);
      setFeedback({ kind: "server", result });
    } catch (failure) {
      setFeedback({
        kind: "error",
        message: failure instanceof ApiError ? failure.message : "The check could not run. Try again.",
      });
    } finally {
      setIsChecking(false);
    }
  };

  const reset = () => {
    setCode(exercise.starter);
    setDocKey(`${exercise.slug}:${Date.now()}`);
    onChange(exercise.starter);
  };

  const busy = program.isRunning || isChecking;
  return (
    <Card data-testid={`exercise-${exercise.slug}`}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{exercise.title}</CardTitle>
        {isPassed ? <Badge tone="success">Passed</Badge> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="leading-relaxed">
          <InlineText text={exercise.prompt} />
        </p>
        <div className="grid gap-1">
          <p className="text-sm font-medium">Example{exercise.examples.length > 1 ? "s" : ""}</p>
          {exercise.examples.map((example) => (
            <pre
              key={describeExample(example)}
              className="whitespace-pre-wrap rounded bg-slate-100 p-2 font-mono text-xs"
            >
              {describeExample(example)}
            </pre>
          ))}
        </div>
        <CodeEditor
          docKey={docKey}
          initialCode={code}
          onChange={onChange}
          onRun={() => void program.run(latest.current)}
          label={`Code for ${exercise.title}`}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            onClick={() => void program.run(code)}
            disabled={!isRuntimeReady || busy}
            title="Ctrl+Enter"
          >
            Run
          </Button>
          <Button variant="destructive" onClick={program.stop} disabled={!busy}>
            Stop
          </Button>
          <Button
            variant="secondary"
            onClick={() => void check()}
            disabled={!isRuntimeReady || busy}
            isBusy={isChecking}
            busyLabel="Checking"
          >
            Check
          </Button>
          <Button
            variant="outline"
            onClick={() => hint.mutate()}
            disabled={exercise.hints_left === 0 || hint.isPending}
          >
            {exercise.hints_shown.length < 2 ? "Hint" : "Show the next line"} ({exercise.hints_left} left)
          </Button>
          <Button variant="ghost" onClick={reset} disabled={busy}>
            Start again
          </Button>
          <span className="text-xs text-slate-500" aria-live="polite">
            {saveState === "saving"
              ? "Saving…"
              : saveState === "saved"
                ? "Saved"
                : saveState === "failed"
                  ? "Not saved"
                  : ""}
          </span>
        </div>
        <PythonConsole
          output={program.output}
          isWaitingForInput={program.isWaitingForInput}
          onAnswer={program.answer}
          note={program.note}
        />
        {program.explanation ? <Alert tone="error">{program.explanation}</Alert> : null}
        {exercise.hints_shown.length > 0 ? (
          <div className="grid gap-2" data-testid="hints">
            <p className="text-sm font-medium">Hints</p>
            <ol className="grid gap-1 text-sm">
              {exercise.hints_shown.map((shown, index) =>
                shown.kind === "hint" ? (
                  <li
                    key={`hint-${shown.text}`}
                    className="rounded bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                  >
                    <InlineText text={shown.text} />
                  </li>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: solution lines only ever grow at the end, and may repeat.
                  <li key={`line-${index}`}>
                    <pre className="rounded bg-slate-100 p-2 font-mono text-xs">{shown.text}</pre>
                  </li>
                ),
              )}
            </ol>
            {exercise.hints_shown.some((h) => h.kind === "solution-line") ? (
              <p className="text-xs text-slate-500">
                With a line of the solution shown, passing still counts for your progress but earns no XP.
              </p>
            ) : null}
          </div>
        ) : null}
        {hint.error ? <Alert tone="error">{hint.error.message}</Alert> : null}
        <CheckFeedback feedback={feedback} />
        {isPassed &&
        (exercise.solution ?? (feedback?.kind === "server" ? feedback.result.solution : null)) ? (
          <details className="text-sm">
            <summary className="cursor-pointer">Our solution</summary>
            <pre className="mt-2 rounded bg-slate-100 p-2 font-mono text-xs">
              {exercise.solution ?? (feedback?.kind === "server" ? feedback.result.solution : "")}
            </pre>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CheckFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  if (feedback.kind === "error") return <Alert tone="error">{feedback.message}</Alert>;
  if (feedback.kind === "browser") {
    return (
      <Alert tone="error" title="Not yet">
        <span className="whitespace-pre-wrap">{feedback.message}</span>
        {feedback.explanation ? <span className="mt-1 block">{feedback.explanation}</span> : null}
      </Alert>
    );
  }
  const { result } = feedback;
  if (result.passed) {
    const xp = result.xp?.awarded ?? 0;
    return (
      <Alert tone="success" title="Passed!">
        {xp > 0 ? `You earned ${xp} XP.` : "Well done: this exercise is complete."}
      </Alert>
    );
  }
  const failed = result.results.find((r) => !r.ok);
  return (
    <Alert tone="error" title="Not yet: a hidden check did not pass">
      {failed?.message ? <span className="whitespace-pre-wrap">{failed.message}</span> : null}
      {result.explanation ? <span className="mt-1 block">{result.explanation}</span> : null}
    </Alert>
  );
}
