import { type SyncProgressResponse, syncProgressResponseSchema } from "@app/contract/learning-answers";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/**
 * Records deck cards as seen: POST /api/material-progress/{id}/sync with card_seen items. Sync adds
 * to what is stored (a PUT of cards_seen would replace it), so calls racing each other lose nothing.
 */
export async function syncCardsSeen(
  id: number,
  studentId: number | null,
  cardIndexes: number[],
): Promise<SyncProgressResponse> {
  const data = await api.post<unknown>(withStudentId(`/material-progress/${id}/sync`, studentId), {
    items: cardIndexes.map((card_index) => ({ kind: "card_seen", card_index })),
  });
  return syncProgressResponseSchema.parse(data);
}
