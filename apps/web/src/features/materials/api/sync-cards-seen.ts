import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import type { MaterialProgress } from "../types";

interface SyncResponse {
  results: { kind: string; ok: boolean; error?: string }[];
  progress: MaterialProgress;
}

/**
 * Records deck cards as seen: POST /api/material-progress/{id}/sync with card_seen items. Sync adds
 * to what is stored (a PUT of cards_seen would replace it), so calls racing each other lose nothing.
 */
export function syncCardsSeen(id: number, studentId: number | null, cardIndexes: number[]) {
  return api.post<SyncResponse>(withStudentId(`/material-progress/${id}/sync`, studentId), {
    items: cardIndexes.map((card_index) => ({ kind: "card_seen", card_index })),
  });
}
