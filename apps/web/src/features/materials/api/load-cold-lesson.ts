import { containsMath } from "@app/domain/math-tokens";
import type { QueryClient } from "@tanstack/react-query";
import { debugLog } from "@/lib/debug";
import { loadMarkdownRenderer, loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { parseProfileResponse } from "@/shared/student/api/get-profile";
import { studentKeys } from "@/shared/student/api/keys";
import { readMaterialTemplate } from "./get-material-template";
import { materialKeys } from "./keys";
import type { ColdLesson } from "./request-cold-lesson";

/**
 * Reads a cold lesson page's early answers into the cache of the calls the page makes, so it
 * renders with them at once. Any failure leaves the cache as it was: the page asks again.
 * It also waits for the renderer of the lesson's text (with KaTeX when the text has formulas):
 * the page's first render then draws the text as the server's prepaint showed it (decision
 * 072), never its Markdown source; a renderer that fails to load leaves that to the page.
 */
export async function loadColdLesson(queryClient: QueryClient, cold: ColdLesson): Promise<void> {
  const [template, profile] = await Promise.all([cold.template, cold.profile]);
  let body = "";
  try {
    if (template !== null) {
      const material = readMaterialTemplate(template);
      queryClient.setQueryData(materialKeys.template(cold.id), material);
      body = material.body;
    }
    if (profile !== null) queryClient.setQueryData(studentKeys.profile(), parseProfileResponse(profile));
  } catch (error) {
    debugLog("A cold lesson's early answers could not be read; the page asks its own calls.", error);
  }
  await (containsMath(body) ? loadMathRenderer() : loadMarkdownRenderer()).catch(() => {});
}
