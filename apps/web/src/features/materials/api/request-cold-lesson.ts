import { requestProfile } from "@/shared/student/api/request-profile";
import { requestMaterialTemplate } from "./request-material-template";

/** A cold lesson page's first calls, sent before its code loads (see app/router.tsx). */
export interface ColdLesson {
  id: number;
  /** GET /api/material-templates/{id}, not yet read; null when it failed. */
  template: Promise<unknown>;
  /** GET /api/student-dashboard/profile, not yet read; null when it failed. */
  profile: Promise<unknown>;
}

/**
 * Sends the lesson page's two calls that need nothing else first (issue 21: the lesson's first
 * paint), and starts the math renderer (KaTeX) loading beside the page's code instead of after
 * it. A failure answers null: the page then asks its own calls.
 */
export function requestColdLesson(id: number): ColdLesson {
  void import("@/shared/math/lib/load-math-renderer").then((m) => m.loadMathRenderer()).catch(() => {});
  return {
    id,
    template: requestMaterialTemplate(id).catch(() => null),
    profile: requestProfile().catch(() => null),
  };
}
