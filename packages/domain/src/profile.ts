/** Student profile rules (spec 4.3, 4.7, 9). */

/** Days between profile edits. */
export const PROFILE_EDIT_COOLDOWN_DAYS = 30;
/** Students younger than this get the kids theme. */
export const KIDS_THEME_MAX_AGE_EXCLUSIVE = 13;
const DAY_MS = 86_400_000;

export type Theme = "kids" | "adult";

/** "kids" under 13, otherwise "adult"; no age means adult. */
export function themeForAge(age: number | null | undefined): Theme {
  return typeof age === "number" && age < KIDS_THEME_MAX_AGE_EXCLUSIVE ? "kids" : "adult";
}

/** A stored theme value is only ever kids or adult. */
export function isTheme(value: unknown): value is Theme {
  return value === "kids" || value === "adult";
}

/** The first date a further edit is allowed: the last update plus 30 days; null when never edited. */
export function nextProfileEditDate(lastUpdate: Date | string | null | undefined): Date | null {
  if (!lastUpdate) return null;
  const last = new Date(lastUpdate);
  return new Date(last.getTime() + PROFILE_EDIT_COOLDOWN_DAYS * DAY_MS);
}

/**
 * The latest last-update that leaves the profile editable at `now` (now minus 30 days): the
 * server's update takes this date, so the lock holds in the same statement that edits.
 */
export function profileEditUnlockedBefore(now: Date): Date {
  return new Date(now.getTime() - PROFILE_EDIT_COOLDOWN_DAYS * DAY_MS);
}

/** Whether the profile may be edited now: never edited, or 30 or more days since the last edit. */
export function canEditProfile(
  lastUpdate: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  return !lastUpdate || new Date(lastUpdate).getTime() <= profileEditUnlockedBefore(now).getTime();
}
