import { PREPAINT_ID } from "@app/contract/prepaint";

/**
 * Takes away the prepaint: the page the server drew over the app (decision 072: a lesson's HTML carries
 * the lesson, painted before the app's code runs). Called once the app has drawn its first page,
 * in the same frame, so the reader sees the app's page where the server's was; a no-op on every
 * other load.
 */
export function dismissPrepaint(doc: Document = document): void {
  doc.getElementById(PREPAINT_ID)?.remove();
}
