import {
  type CompleteMaterialResponse,
  completeMaterialResponseSchema,
} from "@app/contract/learning-answers";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

export type { CompleteMaterialResponse };

/**
 * POST /api/material-progress/{id}/complete. A 409 ApiError's `details` say what is missing
 * (cards, questions, accuracy); success awards XP once.
 */
export async function completeMaterial(
  id: number,
  studentId: number | null,
): Promise<CompleteMaterialResponse> {
  return completeMaterialResponseSchema.parse(
    await api.post<unknown>(withStudentId(`/material-progress/${id}/complete`, studentId)),
  );
}

/** The completion's mutation key: the lesson's page reads the XP it banked (one truth, issue 21). */
export const completeMaterialKey = (id: number) => ["complete-material", id] as const;
