import { useEffect, useState } from "react";
import { type AnswerEvaluator, createWorkerEvaluator } from "../lib/worker-evaluator";

/** The page's answer evaluator: one Worker, started on the first check and stopped on leaving. */
export function useAnswerEvaluator(): AnswerEvaluator {
  const [evaluator] = useState(() => createWorkerEvaluator());
  useEffect(() => () => evaluator.dispose(), [evaluator]);
  return evaluator;
}
