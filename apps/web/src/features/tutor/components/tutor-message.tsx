import type { TutorMessage } from "@app/contract/tutor";
import { Bot, Cpu } from "lucide-react";
import { cn } from "@/lib/cn";

/** Which engine answered, in words a family understands (the panel always says). */
export const ENGINE_LABELS = {
  "built-in": "Built-in tutor (runs in this app)",
  model: "Language model (allowed by a parent)",
} as const;

/** One message of a conversation: the student's words, or the tutor's reply with its sources. */
export function TutorMessageBubble({ message }: { message: TutorMessage }) {
  const isTutor = message.role === "tutor";
  const lines = message.body.split("\n").filter((line) => !/^\(From /.test(line));
  return (
    <li
      className={cn(
        "grid max-w-[90%] gap-1.5 rounded-lg px-3 py-2 text-sm",
        isTutor
          ? "justify-self-start bg-slate-100 text-slate-900"
          : "justify-self-end bg-brand-700 text-white",
      )}
      data-testid={isTutor ? "tutor-reply" : "student-message"}
      data-kind={message.kind ?? undefined}
      data-rung={message.rung ?? undefined}
    >
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one stored message never move
        <p key={i}>{line}</p>
      ))}
      {isTutor && message.citations.length > 0 && (
        <p className="text-xs text-slate-600">From {message.citations.map((c) => c.label).join("; ")}</p>
      )}
      {isTutor && message.engine && (
        <p className="flex items-center gap-1 text-xs text-slate-500" data-testid="tutor-engine">
          {message.engine === "model" ? (
            <Cpu aria-hidden className="size-3" />
          ) : (
            <Bot aria-hidden className="size-3" />
          )}
          {ENGINE_LABELS[message.engine]}
        </p>
      )}
    </li>
  );
}

/** The turn being answered: the student's words, and the tutor's sentences as they arrive. */
export function PendingTurn({ message, sentences }: { message: string; sentences: readonly string[] }) {
  return (
    <>
      <li
        className="grid max-w-[90%] justify-self-end rounded-lg bg-brand-700 px-3 py-2 text-sm text-white"
        data-testid="student-message"
      >
        <p>{message}</p>
      </li>
      {sentences.length > 0 && (
        <li
          className="grid max-w-[90%] justify-self-start gap-1.5 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900"
          data-testid="tutor-streaming"
        >
          {sentences
            .filter((sentence) => !/^\(From /.test(sentence))
            .map((sentence, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sentences only ever arrive at the end
              <p key={i}>{sentence}</p>
            ))}
        </li>
      )}
    </>
  );
}
