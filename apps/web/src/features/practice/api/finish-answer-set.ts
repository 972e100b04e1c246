import { type FinishAnswerSetResponse, finishAnswerSetResponseSchema } from "@app/contract/learning-answers";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/** What a finished set earned; `counted` answers counted, `repeats` were already right today. */
export type { FinishAnswerSetResponse };

/** POST /api/answer-sets/{id}/finish: closes the set; the server counts its XP once, from its own record. */
export async function finishAnswerSet(input: {
  setId: string;
  studentId: number | null;
}): Promise<FinishAnswerSetResponse> {
  const data = await api.post<unknown>(
    withStudentId(`/answer-sets/${encodeURIComponent(input.setId)}/finish`, input.studentId),
  );
  return finishAnswerSetResponseSchema.parse(data);
}
