import { TUTOR_MESSAGE_MAX, type TutorMessage } from "@app/contract/tutor";
import { Lightbulb, Send, VolumeX } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { askTutor } from "../api/ask-tutor";
import { useStartTutorSession } from "../api/start-tutor-session";
import { canSpeak, speak, stopSpeaking } from "../lib/speak";
import { TutorFace } from "./tutor-face";
import { PendingTurn, TutorMessageBubble } from "./tutor-message";

export interface TutorPanelProps {
  materialId: number;
  /** The material's questions, to ask about one (the hint ladder works on a question). */
  questions: readonly { id: string; label: string }[];
  /** The question in focus at first (practice: the one on screen). */
  initialQuestionId?: string;
}

/**
 * "Ask the tutor" (issue 24): the student asks in their own words and the tutor answers from this
 * lesson, in the persona's name, tone and pace, and speaks when the persona listens. The first
 * question starts a session (one AI session); "Give me a hint" climbs the hint ladder on a question.
 */
export default function TutorPanel({ materialId, questions, initialQuestionId }: TutorPanelProps) {
  const ids = useId();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [messages, setMessages] = useState<TutorMessage[]>([]);
  const [text, setText] = useState("");
  const [questionId, setQuestionId] = useState(initialQuestionId ?? "");
  const [error, setError] = useState<{ message: string; status: number } | null>(null);
  const [fallback, setFallback] = useState<{ reason: string; partly: boolean } | null>(null);
  // The question being answered and the reply's sentences so far, while the tutor is still writing.
  const [pending, setPending] = useState<{ message: string; sentences: string[] } | null>(null);
  const start = useStartTutorSession();
  const [asking, setAsking] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const busy = start.isPending || asking;

  useEffect(() => stopSpeaking, []);
  // A game moves on to its next item: the tutor follows the question on screen.
  useEffect(() => {
    if (initialQuestionId) setQuestionId(initialQuestionId);
  }, [initialQuestionId]);
  const count = messages.length + (pending ? pending.sentences.length + 1 : 0);
  useEffect(() => {
    // Scrolls to the newest message whenever one arrives.
    if (count > 0) listRef.current?.lastElementChild?.scrollIntoView?.({ block: "nearest" });
  }, [count]);

  const send = async (mode: "ask" | "hint") => {
    const message = mode === "hint" && text.trim() === "" ? "Can I have a hint?" : text.trim();
    if (message === "") return;
    setError(null);
    setAsking(true);
    try {
      let id = sessionId;
      if (id === null) {
        id = (await start.mutateAsync(materialId)).session.id;
        setSessionId(id);
      }
      const focus = questionId || (mode === "hint" ? questions[0]?.id : undefined);
      setPending({ message, sentences: [] });
      const turn = await askTutor(
        id,
        { message, mode, ...(focus ? { question_id: focus } : {}) },
        (sentence) =>
          setPending((current) => current && { ...current, sentences: [...current.sentences, sentence] }),
      );
      setMessages((current) => [...current, turn.student_message, turn.reply]);
      setFallback(turn.fallback ? { reason: turn.fallback, partly: turn.reply.engine === "model" } : null);
      if (focus && !questionId && mode === "hint") setQuestionId(focus);
      setText("");
      if (turn.modality !== "read" && canSpeak()) void speak(turn.reply.body);
    } catch (caught) {
      setError({
        message: caught instanceof Error ? caught.message : String(caught),
        status: isApiError(caught) ? caught.status : 0,
      });
    } finally {
      setPending(null);
      setAsking(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send("ask");
  };

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="tutor-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <TutorFace />
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          Ask the tutor
        </h2>
        <Button type="button" variant="ghost" size="sm" onClick={stopSpeaking} aria-label="Stop speaking">
          <VolumeX aria-hidden className="size-4" />
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        The tutor answers from this lesson only, and gives hints before answers. Your first question starts a
        tutor session (one AI session).
      </p>
      {messages.length === 0 && !pending ? (
        <p className="text-sm text-slate-500" data-testid="tutor-empty">
          Ask about anything in the lesson, or pick a question and ask for a hint.
        </p>
      ) : (
        <ol ref={listRef} className="grid max-h-96 gap-2 overflow-y-auto" aria-live="polite">
          {messages.map((m) => (
            <TutorMessageBubble key={m.id} message={m} />
          ))}
          {pending && <PendingTurn message={pending.message} sentences={pending.sentences} />}
        </ol>
      )}
      {busy && !pending?.sentences.length && (
        <p role="status" className="text-sm text-slate-600">
          The tutor is thinking…
        </p>
      )}
      {fallback && (
        <p className="text-xs text-slate-500" data-testid="tutor-fallback">
          {fallback.partly
            ? `The language model stopped partway (${fallback.reason}), so the built-in tutor finished the answer.`
            : `The language model did not answer this time (${fallback.reason}), so the built-in tutor did.`}
        </p>
      )}
      {error && (
        <Alert
          tone="error"
          title={error.status === 402 ? "No AI sessions left" : "The tutor could not answer"}
        >
          <p>{error.message}</p>
          {error.status === 402 && (
            <Link to="/student/billing" className="font-medium underline">
              See AI-session packages
            </Link>
          )}
        </Alert>
      )}
      <form onSubmit={onSubmit} className="grid gap-2">
        {questions.length > 0 && (
          <label className="grid gap-1 text-sm text-slate-700">
            About
            <select
              value={questionId}
              onChange={(e) => setQuestionId(e.target.value)}
              className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">The whole lesson</option>
              {questions.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label htmlFor={`${ids}-text`} className="sr-only">
          Your question for the tutor
        </label>
        <Textarea
          id={`${ids}-text`}
          value={text}
          maxLength={TUTOR_MESSAGE_MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              void send("ask");
            }
          }}
          placeholder="Ask in your own words…"
          className="min-h-20"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-slate-500">
            {text.length}/{TUTOR_MESSAGE_MAX}
          </span>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void send("hint")}
            >
              <Lightbulb aria-hidden className="size-4" />
              Give me a hint
            </Button>
            <Button type="submit" size="sm" disabled={busy || text.trim() === ""}>
              <Send aria-hidden className="size-4" />
              Ask
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
