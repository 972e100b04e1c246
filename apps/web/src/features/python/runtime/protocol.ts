import type { PythonError } from "@app/domain/python-course/checks";
import type { BootKind } from "./boot-interpreter";

/* The messages between a Python page and its worker (python-worker.ts). */

export type ToWorker =
  | {
      type: "boot";
      interrupt: SharedArrayBuffer | null;
      input: SharedArrayBuffer | null;
      /** Whether to try the build's memory snapshot first (decision 069). */
      snapshot: boolean;
    }
  | { type: "run"; id: number; code: string }
  | { type: "check"; id: number; payload: string };

export type FromWorker =
  | { type: "progress"; value: number; label: string }
  | { type: "ready"; boot: BootKind }
  | { type: "boot-error"; message: string }
  | { type: "output"; id: number; text: string }
  | { type: "truncated"; id: number }
  | { type: "input-request"; id: number }
  | { type: "done"; id: number; error: PythonError | null }
  | { type: "report"; id: number; report: string };

/** The bytes of an `input()` answer: [state, length] then UTF-8. State 1 is an answer, 2 a Stop. */
export const INPUT_BUFFER_BYTES = 64 * 1024;
export const INPUT_HEADER_BYTES = 8;
/** What the page shows of one run's output at most; the rest is dropped, with a note. */
export const OUTPUT_SHOWN_MAX = 200_000;
