import { type PersonaResponse, personaResponseSchema } from "@app/contract/persona";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { personaKeys } from "./keys";

/** Spec 8: the persona call failed, or answered something that is not a persona. */
export const GET_PERSONA_FAILED = "getProfilePersona failed";
export const INVALID_PERSONA_RESPONSE = "Invalid persona response";

/** GET /api/student/profile-persona: the traits, completeness and missing traits (spec 7.6). */
export async function getPersona(studentId: number | null, signal?: AbortSignal): Promise<PersonaResponse> {
  let data: unknown;
  try {
    data = await api.get<unknown>(withStudentId("/student/profile-persona", studentId), { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(GET_PERSONA_FAILED, { cause: error });
  }
  const parsed = personaResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error(INVALID_PERSONA_RESPONSE);
  return parsed.data;
}

export function personaQueryOptions(studentId: number | null) {
  return queryOptions({
    queryKey: personaKeys.persona(studentId),
    queryFn: ({ signal }) => getPersona(studentId, signal),
    // The form edits this data: always read it fresh, and never keep it between visits.
    staleTime: 0,
    meta: { persist: false },
    // A refusal (4xx) or an answer of the wrong shape will not change on a retry.
    retry: (failureCount, error) => {
      const cause = error.cause;
      if (error.message === INVALID_PERSONA_RESPONSE) return false;
      if (cause instanceof ApiError && cause.status >= 400 && cause.status < 500) return false;
      return failureCount < 2;
    },
  });
}
