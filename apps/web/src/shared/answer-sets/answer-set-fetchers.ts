import {
  type AnswerSet,
  answerSetSchema,
  type FinishAnswerSetResponse,
  finishAnswerSetResponseSchema,
} from "@app/contract/learning-answers";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** POST /api/answer-sets: a practice, review or game set; the server chooses its questions. */
export async function postAnswerSet(
  body: Record<string, unknown>,
  studentId: number | null,
): Promise<AnswerSet> {
  const data = await api.post<unknown>("/answer-sets", {
    ...body,
    ...(studentId !== null ? { student_id: studentId } : {}),
  });
  return answerSetSchema.parse(data);
}

/** POST /api/answer-sets/{id}/finish: closes the set; the server counts its XP once, from its own record. */
export async function postFinishAnswerSet(
  setId: string,
  studentId: number | null,
): Promise<FinishAnswerSetResponse> {
  const data = await api.post<unknown>(
    withStudentId(`/answer-sets/${encodeURIComponent(setId)}/finish`, studentId),
  );
  return finishAnswerSetResponseSchema.parse(data);
}
