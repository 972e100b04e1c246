import type { EvaluationResultAnswer } from "@app/contract/learning-answers";
import type { GeometrySpec } from "@app/domain/geometry/target";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { mathKeys } from "./keys";

export interface CheckGeometryInput {
  question: string;
  geometry: GeometrySpec;
  correctAnswer: string;
  answer: string;
}

/** POST /api/quiz-attempts/check-answer with an inline geometry question: the server's verdict, nothing recorded. */
export function checkGeometryAnswer(input: CheckGeometryInput): Promise<EvaluationResultAnswer> {
  return api.post<EvaluationResultAnswer>("/quiz-attempts/check-answer", {
    question: {
      type: "geometry",
      question: input.question,
      correctAnswer: input.correctAnswer,
      geometry: input.geometry,
    },
    answer: input.answer,
  });
}

export function useCheckGeometryAnswer() {
  return useMutation({ mutationKey: mathKeys.check(), mutationFn: checkGeometryAnswer });
}
