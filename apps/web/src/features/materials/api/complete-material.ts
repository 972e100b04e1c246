import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import type { MaterialProgress, XpAward } from "../types";

export interface CompleteMaterialResponse {
  progress: MaterialProgress;
  xp: XpAward;
  assignments_completed?: number;
}

/**
 * POST /api/material-progress/{id}/complete. A 409 ApiError's `details` say what is missing
 * (cards, questions, accuracy); success awards XP once.
 */
export function completeMaterial(id: number, studentId: number | null) {
  return api.post<CompleteMaterialResponse>(withStudentId(`/material-progress/${id}/complete`, studentId));
}
