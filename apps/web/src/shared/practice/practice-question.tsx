import type { LearnerQuestion } from "@app/contract/learning";
import { ANSWER_SHOWN_NO_XP } from "@app/domain/answer-reveal";
import { normalizeQuestionType } from "@app/domain/evaluator/question-type";
import { resolveEvaluatorTimeout, TIMEOUT_MESSAGE } from "@app/domain/evaluator/timeout";
import { XP_PER_CORRECT_ANSWER } from "@app/domain/xp";
import { Lightbulb } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { AnswerInput } from "./answer-input";
import { playRightAnswerChime } from "./answer-sound";
import { createId } from "./create-id";
import { FeedbackBox, Verdict } from "./practice-feedback";
import type { RecordedAttempt } from "./record-question-attempt";
import type { RevealedAnswer } from "./reveal-answer";
import { WrongAnswerHelp } from "./wrong-answer-help";
import { XpGain } from "./xp-gain";

/** What the page records for one check; the server judges it and answers with the attempt. */
export interface AttemptToRecord {
  answer: string;
  hint_used: boolean;
  time_spent_seconds: number;
  idempotency_key: string;
}

export interface PracticeQuestionProps {
  /** The question as the student sees it: no answer reaches the browser before they answer. */
  question: LearnerQuestion;
  /** "Question 2 of 5", shown above the prompt. */
  label?: string;
  /** A due review item mixed into a practice session. */
  isReview?: boolean;
  /** Records the answer on the server, which judges it: its verdict is the one shown. */
  record: (attempt: AttemptToRecord) => Promise<RecordedAttempt>;
  /** Called with every attempt the server recorded. */
  onRecorded?: (attempt: RecordedAttempt) => void;
  /** Keys work anywhere on the page (one question at a time): H shows the hint. */
  hasPageKeys?: boolean;
  autoFocus?: boolean;
  /** Shown under the feedback once the server has answered (e.g. "Next question"). */
  afterAnswer?: ReactNode;
  /** Asks the server for the answer after a miss (it records it as shown: issue 21). */
  reveal?: () => Promise<RevealedAnswer>;
  /** "Try a similar one" after a miss: offers a fresh question of the lesson; false when none. */
  trySimilar?: () => Promise<boolean>;
  /** How long the server's verdict may take before the question says so (spec 4.8, 9). */
  evaluatorTimeoutMs?: number;
  /** The thinking chamber of this question, offered after two wrong answers (issue 24). */
  thinkingChamberHref?: string;
}

type Phase = "idle" | "recording" | "recorded" | "record-failed" | "timed-out";

const EMPTY_MESSAGE = "Type an answer first.";
const CHOOSE_MESSAGE = "Choose an answer first.";

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  return (
    target.tagName === "INPUT" &&
    !["radio", "checkbox", "button", "submit"].includes((target as HTMLInputElement).type)
  );
}

/**
 * One practice question (spec 4.8): an input fitting its type and "Check", which records the
 * answer on the server; the server judges it (the browser never holds the answer: issue 7.9) and
 * its verdict and feedback are shown. "Show hint" (or H) shows the hint and marks the next answer
 * as hinted. Enter checks.
 */
export function PracticeQuestionCard({
  question,
  label,
  isReview = false,
  record,
  onRecorded,
  hasPageKeys = false,
  autoFocus = false,
  afterAnswer,
  reveal,
  trySimilar,
  evaluatorTimeoutMs,
  thinkingChamberHref,
}: PracticeQuestionProps) {
  const type = normalizeQuestionType(question.type);
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState("");
  const [isHintShown, setIsHintShown] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<RecordedAttempt | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedAnswer | null>(null);
  const startedAt = useRef(Date.now());
  const pendingRef = useRef<AttemptToRecord | null>(null);
  /** The key of the check on screen: a late verdict of an older check is recorded, not shown. */
  const currentKey = useRef<string | null>(null);
  /** Attempts already reported: a retry after a timeout answers the same attempt again. */
  const reported = useRef(new Set<number>());
  const timeoutMs = resolveEvaluatorTimeout(evaluatorTimeoutMs);

  const isSolved = attempt?.is_correct === true;
  const isBusy = phase === "recording";
  const hasHint = Boolean(question.hint);

  const showHint = () => {
    if (hasHint) setIsHintShown(true);
  };

  useEffect(() => {
    if (!hasPageKeys) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === "h" || event.key === "H") {
        if (hasHint && !isSolved) setIsHintShown(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [hasPageKeys, hasHint, isSolved]);

  const showVerdict = (key: string, recorded: RecordedAttempt) => {
    if (currentKey.current !== key) return;
    pendingRef.current = null;
    setAttempt(recorded);
    setPhase("recorded");
    // A miss shows its hint: the next answer is a hinted one.
    if (!recorded.is_correct && hasHint) setIsHintShown(true);
    if (reported.current.has(recorded.id)) return;
    reported.current.add(recorded.id);
    if (recorded.is_correct) playRightAnswerChime();
    onRecorded?.(recorded);
  };

  /*
   * Spec 4.8: when the verdict takes longer than the evaluator's time limit, the question says so,
   * shows its hint and lets the student try again. The request goes on: a late verdict is shown
   * if that check is still the one on screen, and a retry of the same answer reuses its key, so
   * the server counts it once.
   */
  const sendToServer = async (pending: AttemptToRecord) => {
    const key = pending.idempotency_key;
    currentKey.current = key;
    setPhase("recording");
    setRecordError(null);
    let isSettled = false;
    const timer = setTimeout(() => {
      if (isSettled || currentKey.current !== key) return;
      setPhase("timed-out");
      if (hasHint) setIsHintShown(true);
    }, timeoutMs);
    try {
      showVerdict(key, await record(pending));
    } catch (error) {
      if (currentKey.current !== key) return;
      const detail = error instanceof Error ? error.message : String(error);
      setRecordError(`Failed to add question attempt: ${detail}`);
      setPhase("record-failed");
    } finally {
      isSettled = true;
      clearTimeout(timer);
    }
  };

  const check = async () => {
    if (isBusy || isSolved) return;
    if (answer.trim() === "") {
      setMessage(type === "multiple_choice" || type === "true_false" ? CHOOSE_MESSAGE : EMPTY_MESSAGE);
      return;
    }
    setMessage(null);
    setAttempt(null);
    const timedOut = pendingRef.current;
    if (phase === "timed-out" && timedOut?.answer === answer) {
      // The same answer again: the same attempt, whichever of the two requests the server sees first.
      await sendToServer(timedOut);
      return;
    }
    const now = Date.now();
    const pending: AttemptToRecord = {
      answer,
      hint_used: isHintShown,
      time_spent_seconds: Math.max(0, Math.round((now - startedAt.current) / 1000)),
      idempotency_key: createId(),
    };
    startedAt.current = now;
    pendingRef.current = pending;
    await sendToServer(pending);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void check();
  };

  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (event.key === "Enter" && target instanceof HTMLInputElement && target.type === "radio") {
      event.preventDefault();
      formRef.current?.requestSubmit();
    } else if ((event.key === "h" || event.key === "H") && !isTypingTarget(target) && !hasPageKeys) {
      event.preventDefault();
      if (!isSolved) showHint();
    }
  };

  const explanation = attempt?.explanation ?? null;
  const isLocked = isBusy || isSolved;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onKeyDown={onFormKeyDown}
      aria-labelledby={`${ids}-prompt`}
      data-testid="practice-question"
      data-question-id={question.id}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        {(label || isReview) && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
            {label && <span>{label}</span>}
            {isReview && <Badge tone="warning">Review</Badge>}
          </div>
        )}
        <div id={`${ids}-prompt`} className="text-base font-medium text-slate-900 sm:text-lg">
          <MathMarkdown source={question.question} />
        </div>
      </div>

      <AnswerInput
        type={type}
        question={question}
        inputId={`${ids}-answer`}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          setMessage(null);
        }}
        isDisabled={isLocked}
        autoFocus={autoFocus}
      />

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" isBusy={isBusy} busyLabel="Checking…" disabled={isSolved}>
          Check
        </Button>
        {hasHint && !isSolved && !isHintShown && (
          <Button type="button" variant="outline" onClick={showHint} aria-keyshortcuts="H">
            <Lightbulb aria-hidden className="size-4" />
            Show hint
          </Button>
        )}
      </div>

      <div aria-live="polite" className="grid gap-3 empty:hidden">
        {message && <p className="text-sm text-slate-600">{message}</p>}
        {attempt && (
          <div className="flex flex-wrap items-start gap-3">
            <div className="min-w-0 flex-1">
              <Verdict verdict={attempt} />
            </div>
            {attempt.is_correct && !attempt.after_reveal && <XpGain amount={XP_PER_CORRECT_ANSWER} />}
          </div>
        )}
        {attempt?.is_correct && attempt.after_reveal && (
          <p className="text-sm text-slate-600" data-testid="no-xp-after-reveal">
            {ANSWER_SHOWN_NO_XP}
          </p>
        )}
        {phase === "timed-out" && (
          <FeedbackBox tone="danger" title={TIMEOUT_MESSAGE}>
            <p>Your answer is kept: check it again, or change it.</p>
          </FeedbackBox>
        )}
        {attempt && !attempt.is_correct && (
          <WrongAnswerHelp
            attempt={attempt}
            question={question}
            revealed={revealed}
            {...(reveal ? { onReveal: async () => setRevealed(await reveal()) } : {})}
            {...(trySimilar ? { onTrySimilar: trySimilar } : {})}
            {...(thinkingChamberHref ? { thinkingChamberHref } : {})}
            onTryAgain={() => {
              setAnswer("");
              setAttempt(null);
              setPhase("idle");
              formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
            }}
          />
        )}
        {recordError && (
          <FeedbackBox tone="danger" title="Your answer was not saved">
            <p>{recordError}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2 w-fit"
              onClick={() => pendingRef.current && void sendToServer(pendingRef.current)}
            >
              Try again
            </Button>
          </FeedbackBox>
        )}
        {isHintShown && hasHint && !isSolved && !(attempt && !attempt.is_correct) && (
          <div
            className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="hint"
          >
            <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <div className="grid gap-0.5">
              <span className="font-semibold">Hint</span>
              <MathMarkdown source={question.hint} />
            </div>
          </div>
        )}
        {isSolved && explanation && (
          <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <p className="font-semibold">Why</p>
            <MathMarkdown source={explanation} />
          </div>
        )}
        {phase === "recorded" && afterAnswer}
      </div>
    </form>
  );
}
