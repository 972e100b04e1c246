import { type GamePreferences, gamePreferencesSchema } from "@app/contract/games";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toFailure } from "@/lib/api-errors";
import { gamesKeys } from "./keys";

export type GamePreferencesChange = { favorite?: { card_id: string; on: boolean }; sound_on?: boolean };

/** PATCH /api/student/games-preferences: favourites and sound are kept on the server. */
export async function updateGamePreferences(
  change: GamePreferencesChange,
  studentId: number | null,
): Promise<GamePreferences> {
  try {
    const data = await apiRequest<unknown>("/student/games-preferences", {
      method: "PATCH",
      body: { ...change, ...(studentId !== null ? { student_id: studentId } : {}) },
    });
    return gamePreferencesSchema.parse(data);
  } catch (error) {
    throw toFailure("toggle favourite", error);
  }
}

export function updateGamePreferencesOptions(studentId: number | null) {
  return mutationOptions({
    mutationFn: (change: GamePreferencesChange) => updateGamePreferences(change, studentId),
  });
}

export function useUpdateGamePreferences(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateGamePreferencesOptions(studentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKeys.allData() }),
  });
}
