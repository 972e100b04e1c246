import type { PythonError } from "@app/domain/python-course/checks";
import { explainPythonError } from "@app/domain/python-course/tracebacks";
import { useCallback, useRef, useState } from "react";
import type { PythonRuntime } from "../runtime/python-runtime";

/** Running a program from the editor: its output, its `input()`, Stop, and the error explained. */
export function useProgramRun(runtime: PythonRuntime) {
  const [output, setOutput] = useState("");
  const [isRunning, setIsRunning] = useState(false);
  const [isWaitingForInput, setIsWaitingForInput] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<PythonError | null>(null);
  const buffer = useRef("");

  const run = useCallback(
    async (code: string) => {
      if (runtime.isRunning) return;
      buffer.current = "";
      setOutput("");
      setNote(null);
      setError(null);
      setIsRunning(true);
      try {
        const result = await runtime.run(code, {
          onOutput: (text) => {
            buffer.current += text;
            setOutput(buffer.current);
          },
          onTruncated: () => setNote("The program printed too much: the rest of its output is not shown."),
          onInputRequest: () => setIsWaitingForInput(true),
        });
        setError(result);
      } catch (failure) {
        setNote(String((failure as Error).message ?? failure));
      } finally {
        setIsRunning(false);
        setIsWaitingForInput(false);
      }
    },
    [runtime],
  );

  const answer = useCallback(
    (text: string) => {
      buffer.current += `${text}\n`;
      setOutput(buffer.current);
      setIsWaitingForInput(false);
      runtime.answerInput(text);
    },
    [runtime],
  );

  const stop = useCallback(() => runtime.stop(), [runtime]);
  const explanation = error ? explainPythonError(error) : null;
  return { output, isRunning, isWaitingForInput, note, error, explanation, run, answer, stop };
}
