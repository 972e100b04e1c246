/** Every browser-storage key the web app uses (spec 9), in one place. */
export const STORAGE_KEYS = {
  authToken: "auth_token",
  userInfo: "user_info",
  authRedirect: "auth_redirect_url",
  student: "student-storage",
  /** The device's colour scheme choice, light or dark (absent: follow the system). */
  colorScheme: "color_scheme",
  /** The admin area's choices on this device: the inbox tab, the kind of post (spec 9). */
  admin: "admin-storage",
  /** The bell's last unread count, shown until the server answers (spec 9). */
  notifications: "notification-storage",
  /** A booking chosen before signing in: subject, tutor, slot (spec 9, issue 12). */
  booking: "booking-storage",
} as const;

/*
 * Storage can be missing or throw (private mode, quota, disabled cookies); these helpers never
 * throw, so a storage problem degrades a feature instead of breaking the page.
 */

/** Reads a local-storage value, or null when it is absent or storage is unavailable. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a local-storage value; answers false when storage refused it. */
export function writeLocal(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a local-storage value if storage is available. */
export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** Reads a session-storage value, or null. */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Removes a session-storage value if storage is available. */
export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** Removes the stored token and user (spec 7: what a rejected token clears). */
export function clearAuthStorage(): void {
  removeLocal(STORAGE_KEYS.authToken);
  removeLocal(STORAGE_KEYS.userInfo);
  // The next person on this device must not see the last one's count.
  removeLocal(STORAGE_KEYS.notifications);
}
