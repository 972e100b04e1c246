import { type PersonaResponse, type PersonaUpdate, patchPersonaResponseSchema } from "@app/contract/persona";
import { type PersonaTrait, SELF_REPORT_CONFIDENCE } from "@app/domain/persona";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { personaKeys } from "./keys";

/** Spec 8: the patch call failed, or answered something that is not a patch result. */
export const PATCH_PERSONA_FAILED = "patchProfilePersona failed";
export const INVALID_PATCH_RESPONSE = "Invalid patch response";

/** The answer also says what XP completing the persona gave (null when none, or given before). */
const patchAnswerSchema = patchPersonaResponseSchema;
export type PatchPersonaResult = z.infer<typeof patchAnswerSchema>;

/** A trait the student states about themself: confidence 0.9 for the name, 0.85 otherwise (spec 5). */
export function toSelfReport(key: PersonaTrait, value: string): PersonaUpdate {
  return { key, value, confidence: SELF_REPORT_CONFIDENCE[key], source: "self_report" };
}

/** PATCH /api/student/profile-persona with trait updates; student_id only when one is selected. */
export async function patchPersona({
  studentId,
  updates,
}: {
  studentId: number | null;
  updates: PersonaUpdate[];
}): Promise<PatchPersonaResult> {
  let data: unknown;
  try {
    data = await apiRequest<unknown>("/student/profile-persona", {
      method: "PATCH",
      body: studentId === null ? { updates } : { student_id: studentId, updates },
    });
  } catch (error) {
    throw new Error(PATCH_PERSONA_FAILED, { cause: error });
  }
  const parsed = patchAnswerSchema.safeParse(data);
  if (!parsed.success) throw new Error(INVALID_PATCH_RESPONSE);
  return parsed.data;
}

/** Saves the persona and puts the answer in the cache, so the page shows the stored values. */
export function usePatchPersona(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: PersonaUpdate[]) => patchPersona({ studentId, updates }),
    onSuccess: (result) => {
      queryClient.setQueryData<PersonaResponse>(personaKeys.persona(studentId), (current) =>
        current
          ? {
              ...current,
              persona: result.persona,
              completeness: result.completeness,
              missing_traits: result.missing_traits,
            }
          : current,
      );
    },
  });
}
