/**
 * The answer evaluator's Web Worker (spec 4.8): the domain package's one evaluator, off the main
 * thread, so a slow answer can never freeze the page; `lib/worker-evaluator.ts` bounds its time.
 */
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { EvaluatorRequest, EvaluatorResponse } from "./lib/evaluator-messages";

/** The worker's own scope, typed by what is used (the app's DOM types describe a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EvaluatorRequest>) => void) | null;
  postMessage(message: EvaluatorResponse): void;
};

scope.onmessage = (event: MessageEvent<EvaluatorRequest>) => {
  const { id, question, answer } = event.data;
  const response: EvaluatorResponse = { id, result: evaluateAnswer(question, answer) };
  scope.postMessage(response);
};
