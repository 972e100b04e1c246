import { readLocal, STORAGE_KEYS, writeLocal } from "@/lib/storage";

/** The admin area's choices kept on this device (spec 9 `admin-storage`). */
export interface AdminPreferences {
  inboxTab?: "contact" | "feedback" | "waitlist" | "signups" | "payments";
  postKind?: "post" | "announcement";
}

/** The stored preferences; anything unreadable is ignored. */
export function readAdminPreferences(): AdminPreferences {
  try {
    const stored = JSON.parse(readLocal(STORAGE_KEYS.admin) ?? "{}") as Record<string, unknown>;
    return {
      ...(["contact", "feedback", "waitlist", "signups", "payments"].includes(String(stored.inboxTab))
        ? { inboxTab: stored.inboxTab as AdminPreferences["inboxTab"] }
        : {}),
      ...(["post", "announcement"].includes(String(stored.postKind))
        ? { postKind: stored.postKind as AdminPreferences["postKind"] }
        : {}),
    };
  } catch {
    return {};
  }
}

export function writeAdminPreferences(changes: AdminPreferences): void {
  writeLocal(STORAGE_KEYS.admin, JSON.stringify({ ...readAdminPreferences(), ...changes }));
}
