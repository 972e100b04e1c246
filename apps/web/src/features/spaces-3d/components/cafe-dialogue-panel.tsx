import { CAFE_STEPS, type CafeStepId, nextCafeStep } from "@app/domain/scene/cafe-dialogue";
import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export interface CafeJudgement {
  isCorrect: boolean;
  feedback: string;
}

/**
 * The ordering dialogue beside the café (issue 27): the waiter's line as a subtitle (and spoken),
 * replies picked or typed, each judged by the server; the conversation branches on the order.
 */
export function CafeDialoguePanel({
  judge,
  finish,
  speak,
  canSpeak,
  isMuted,
  onMute,
}: {
  /** Sends a reply to the server's evaluator (inside the café's answer set). */
  judge: (questionId: string, reply: string) => Promise<CafeJudgement>;
  /** Closes the answer set: what the visit earned. */
  finish: () => Promise<string>;
  speak: (text: string) => void;
  canSpeak: boolean;
  isMuted: boolean;
  onMute: (muted: boolean) => void;
}) {
  const [stepId, setStepId] = useState<CafeStepId>("greet");
  const [reply, setReply] = useState("");
  const [feedback, setFeedback] = useState<CafeJudgement | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [earned, setEarned] = useState<string | null>(null);
  const step = CAFE_STEPS[stepId];

  useEffect(() => speak(step.waiter), [speak, step.waiter]);

  useEffect(() => {
    if (stepId !== "goodbye" || earned !== null) return;
    finish()
      .then(setEarned)
      .catch((e: Error) => setError(e.message));
  }, [stepId, earned, finish]);

  const send = async (text: string) => {
    const answer = text.trim();
    if (!answer || !step.questionId || isBusy) return;
    setBusy(true);
    setError(null);
    try {
      const judgement = await judge(step.questionId, answer);
      setFeedback(judgement);
      setReply("");
      setStepId(nextCafeStep(stepId, answer, judgement.isCorrect));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(reply);
  };

  return (
    <section
      aria-label="Talking to the waiter"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Le serveur</h2>
        {canSpeak && (
          <Button size="sm" variant="ghost" onClick={() => onMute(!isMuted)}>
            {isMuted ? "Turn the voice on" : "Mute the voice"}
          </Button>
        )}
      </div>
      <figure aria-live="polite" className="grid gap-1">
        <blockquote lang="fr" className="text-lg font-medium text-slate-900" data-testid="waiter-line">
          « {step.waiter} »
        </blockquote>
        <figcaption className="text-sm text-slate-600">{step.english}</figcaption>
      </figure>
      {feedback && (
        <p role="status" className={feedback.isCorrect ? "text-sm text-emerald-700" : "text-sm text-red-700"}>
          {feedback.isCorrect ? "Très bien ! " : "Pas tout à fait. "}
          {feedback.feedback}
        </p>
      )}
      {error && (
        <Alert tone="error" title="The waiter could not hear you">
          {error}
        </Alert>
      )}
      {step.questionId ? (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Replies to pick</legend>
            {step.suggestions.map((s) => (
              <Button
                key={s}
                size="sm"
                variant="outline"
                lang="fr"
                disabled={isBusy}
                onClick={() => void send(s)}
              >
                {s}
              </Button>
            ))}
          </fieldset>
          <form onSubmit={onSubmit} className="flex gap-2">
            <label htmlFor="cafe-reply" className="sr-only">
              Your reply, in French
            </label>
            <Input
              id="cafe-reply"
              lang="fr"
              value={reply}
              maxLength={200}
              placeholder="Or type your reply in French"
              onChange={(e) => setReply(e.target.value)}
            />
            <Button type="submit" disabled={isBusy || reply.trim() === ""}>
              Say it
            </Button>
          </form>
        </>
      ) : (
        <div className="grid gap-2">
          {earned === null && !error ? (
            <p role="status">Counting your French practice…</p>
          ) : (
            earned && (
              <Alert tone="success" title="Bon appétit !">
                {earned}
              </Alert>
            )
          )}
          <Button variant="outline" className="w-fit" onClick={() => window.location.reload()}>
            Order again
          </Button>
        </div>
      )}
    </section>
  );
}
