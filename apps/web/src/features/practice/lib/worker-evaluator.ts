import { resolveEvaluatorTimeout, timeoutResult } from "@app/domain/evaluator/timeout";
import type { EvaluationResult, PracticeQuestion } from "@app/domain/evaluator/types";
import type { EvaluatorRequest, EvaluatorResponse } from "./evaluator-messages";

/** The part of a Worker the evaluator uses (a fake one stands in for it in tests). */
export interface EvaluatorWorker {
  postMessage(message: EvaluatorRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<EvaluatorResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Checks answers in the browser; null means no local verdict could be had (the server's counts). */
export interface AnswerEvaluator {
  evaluate(question: PracticeQuestion, answer: string): Promise<EvaluationResult | null>;
  /** Stops the worker. */
  dispose(): void;
}

export interface WorkerEvaluatorOptions {
  /** Makes the worker; null when the browser has none. */
  createWorker?: () => EvaluatorWorker | null;
  /** The time limit asked for; resolveEvaluatorTimeout applies the default (900 ms) and minimum (200 ms). */
  timeoutMs?: number;
}

function createBrowserWorker(): EvaluatorWorker | null {
  if (typeof Worker === "undefined") return null;
  return new Worker(new URL("../evaluator.worker.ts", import.meta.url), {
    type: "module",
    name: "answer-evaluator",
  }) as unknown as EvaluatorWorker;
}

/** True for the fallback result of an evaluation that ran out of time (spec 4.8). */
export function isTimeoutResult(result: EvaluationResult | null): boolean {
  return result?.evaluation_method === "fallback" && result.evaluation_sub_method === "timeout";
}

interface Pending {
  question: PracticeQuestion;
  resolve: (result: EvaluationResult | null) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The answer evaluator running in a Web Worker under the spec's time limit (4.8, 9). An answer
 * not judged in time gets `timeoutResult` (its message, the hint shown, a retry allowed); the stuck
 * worker is stopped and the next answer starts a fresh one. A worker that fails, or a browser
 * without workers, gives null: the page then shows the server's verdict only.
 */
export function createWorkerEvaluator(options: WorkerEvaluatorOptions = {}): AnswerEvaluator {
  const createWorker = options.createWorker ?? createBrowserWorker;
  const timeoutMs = resolveEvaluatorTimeout(options.timeoutMs);
  const pending = new Map<number, Pending>();
  let worker: EvaluatorWorker | null = null;
  let nextId = 1;

  const settle = (id: number, result: EvaluationResult | null) => {
    const entry = pending.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(id);
    entry.resolve(result);
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = null;
  };

  const ensureWorker = (): EvaluatorWorker | null => {
    if (worker) return worker;
    try {
      worker = createWorker();
    } catch (error) {
      console.warn("The answer evaluator worker could not start.", error);
      worker = null;
    }
    if (!worker) return null;
    worker.onmessage = (event) => settle(event.data.id, event.data.result);
    worker.onerror = (event) => {
      console.warn("The answer evaluator worker failed.", event.message);
      stopWorker();
      for (const id of [...pending.keys()]) settle(id, null);
    };
    return worker;
  };

  return {
    evaluate(question, answer) {
      const current = ensureWorker();
      if (!current) return Promise.resolve(null);
      const id = nextId++;
      return new Promise<EvaluationResult | null>((resolve) => {
        const timer = setTimeout(() => {
          // A worker that has not answered may be stuck in a long computation: replace it.
          stopWorker();
          for (const [otherId, entry] of [...pending.entries()]) {
            settle(otherId, timeoutResult(entry.question));
          }
        }, timeoutMs);
        pending.set(id, { question, resolve, timer });
        try {
          current.postMessage({ id, question, answer });
        } catch (error) {
          console.warn("The answer could not be sent to the evaluator worker.", error);
          settle(id, null);
        }
      });
    },
    dispose() {
      stopWorker();
      for (const id of [...pending.keys()]) settle(id, null);
    },
  };
}
