import { type SimilarQuestion, similarQuestionSchema } from "@app/contract/learning-reveals";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/**
 * GET /api/material-progress/{id}/questions/{question_id}/similar: another question of the same
 * lesson, the freshest the student has (none when the lesson has no other).
 */
export async function getSimilarQuestion(
  materialId: number,
  studentId: number | null,
  questionId: string,
): Promise<SimilarQuestion> {
  const path = `/material-progress/${materialId}/questions/${encodeURIComponent(questionId)}/similar`;
  return similarQuestionSchema.parse(await api.get<unknown>(withStudentId(path, studentId)));
}
