import { type RevealedAnswer, revealedAnswerSchema } from "@app/contract/learning-reveals";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

export type { RevealedAnswer };

/**
 * POST /api/material-progress/{id}/questions/{question_id}/reveal: the student asks for the answer;
 * the server records it as shown, so a right answer to it that day earns nothing (issue 21).
 */
export async function revealAnswer(
  materialId: number,
  studentId: number | null,
  questionId: string,
): Promise<RevealedAnswer> {
  const path = `/material-progress/${materialId}/questions/${encodeURIComponent(questionId)}/reveal`;
  return revealedAnswerSchema.parse(await api.post<unknown>(withStudentId(path, studentId), {}));
}
