import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * What a program printed, and the box that answers its `input()`: the output scrolls, keeps to
 * a capped length (the worker drops the rest) and is read out politely as it grows.
 */
export function PythonConsole({
  output,
  isWaitingForInput,
  onAnswer,
  note,
}: {
  output: string;
  isWaitingForInput: boolean;
  onAnswer: (text: string) => void;
  note?: string | null;
}) {
  const [answer, setAnswer] = useState("");
  const end = useRef<HTMLPreElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (end.current) end.current.scrollTop = end.current.scrollHeight;
  });
  useEffect(() => {
    if (isWaitingForInput) inputRef.current?.focus();
  }, [isWaitingForInput]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(answer);
    setAnswer("");
  };
  return (
    <div className="grid gap-2">
      <pre
        ref={end}
        role="log"
        aria-live="polite"
        aria-label="Output"
        data-testid="python-output"
        className="max-h-72 min-h-16 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-900 p-3 font-mono text-sm text-slate-100"
      >
        {output || <span className="text-slate-400">Output appears here.</span>}
      </pre>
      {note ? <p className="text-sm text-amber-700 dark:text-amber-300">{note}</p> : null}
      {isWaitingForInput ? (
        <form onSubmit={submit} className="flex gap-2">
          <label className="sr-only" htmlFor="python-input">
            Your program asks for input
          </label>
          <input
            id="python-input"
            ref={inputRef}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
            placeholder="Type an answer and press Enter"
          />
          <Button type="submit">Send</Button>
        </form>
      ) : null}
    </div>
  );
}
