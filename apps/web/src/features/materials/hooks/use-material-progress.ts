import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { getSimilarQuestion } from "@/shared/practice/get-similar-question";
import type { AttemptToRecord } from "@/shared/practice/practice-question";
import { recordQuestionAttempt } from "@/shared/practice/record-question-attempt";
import { revealAnswer as revealOnServer } from "@/shared/practice/reveal-answer";
import { materialProgressQueryOptions } from "@/shared/progress/get-material-progress";
import { progressKeys } from "@/shared/progress/keys";
import { syncCardsSeen } from "../api/sync-cards-seen";
import type { MaterialProgress } from "../types";

/**
 * A material's progress for the selected student, and the two ways a page changes it: a card seen
 * (sent once per card, added on the server) and an answer recorded; after a miss, the answer asked
 * for and a similar question. Both put the server's new
 * progress straight into the cache, so the panel updates without a refetch.
 */
export function useMaterialProgress(materialId: number, studentId: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...materialProgressQueryOptions(materialId, studentId),
    enabled: studentId !== null,
  });
  const sentCards = useRef(new Set<number>());
  // The server's knowledge estimate after the latest answer (issue 28): "you know this one".
  const [skillKnown, setSkillKnown] = useState(false);

  const markCardSeen = useCallback(
    (index: number) => {
      const queryKey = progressKeys.material(materialId, studentId);
      const current = queryClient.getQueryData<MaterialProgress>(queryKey);
      if (sentCards.current.has(index) || current?.cards_seen.includes(index)) return;
      sentCards.current.add(index);
      syncCardsSeen(materialId, studentId, [index]).then(
        (response) => queryClient.setQueryData(queryKey, response.progress),
        (error: unknown) => {
          // Not fatal: the card is sent again the next time it is shown.
          sentCards.current.delete(index);
          console.warn("Failed to sync progress", error);
        },
      );
    },
    [queryClient, materialId, studentId],
  );

  const recordAnswer = useCallback(
    async (questionId: string, attempt: AttemptToRecord) => {
      const response = await recordQuestionAttempt(materialId, studentId, {
        question_id: questionId,
        ...attempt,
        mode: "practice",
      });
      queryClient.setQueryData(progressKeys.material(materialId, studentId), response.progress);
      setSkillKnown(response.skill_known);
      return response.attempt;
    },
    [queryClient, materialId, studentId],
  );

  const revealAnswer = useCallback(
    (questionId: string) => revealOnServer(materialId, studentId, questionId),
    [materialId, studentId],
  );

  const findSimilar = useCallback(
    async (questionId: string) => (await getSimilarQuestion(materialId, studentId, questionId)).question,
    [materialId, studentId],
  );

  return {
    query,
    progress: query.data ?? null,
    skillKnown,
    markCardSeen,
    recordAnswer,
    revealAnswer,
    findSimilar,
  };
}
