import { api } from "@/lib/api-client";

/** POST /api/client-events/not-found, fire and forget: a failed report must not disturb the page. */
export function reportNotFound(path: string): void {
  api.post<void>("/client-events/not-found", { path: path.slice(0, 2000) }).catch(() => {
    // The 404 is already logged in the browser; the server copy is best effort.
  });
}
