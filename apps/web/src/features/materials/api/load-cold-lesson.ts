import type { QueryClient } from "@tanstack/react-query";
import { debugLog } from "@/lib/debug";
import { parseProfileResponse } from "@/shared/student/api/get-profile";
import { studentKeys } from "@/shared/student/api/keys";
import { readMaterialTemplate } from "./get-material-template";
import { materialKeys } from "./keys";
import type { ColdLesson } from "./request-cold-lesson";

/**
 * Reads a cold lesson page's early answers into the cache of the calls the page makes, so it
 * renders with them at once. Any failure leaves the cache as it was: the page asks again.
 */
export async function loadColdLesson(queryClient: QueryClient, cold: ColdLesson): Promise<void> {
  const [template, profile] = await Promise.all([cold.template, cold.profile]);
  try {
    if (template !== null)
      queryClient.setQueryData(materialKeys.template(cold.id), readMaterialTemplate(template));
    if (profile !== null) queryClient.setQueryData(studentKeys.profile(), parseProfileResponse(profile));
  } catch (error) {
    debugLog("A cold lesson's early answers could not be read; the page asks its own calls.", error);
  }
}
