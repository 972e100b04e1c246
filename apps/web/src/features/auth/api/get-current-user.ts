import type { User } from "@app/contract/auth";
import { api } from "@/lib/api-client";

/** GET /api/auth/me: the user the stored token belongs to. */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>("/auth/me", { signal });
}
