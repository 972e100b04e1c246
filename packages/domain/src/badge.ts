/** The sidebar's count badge: above 99 it reads "99+" (spec 2.8, 9). */
export const BADGE_CAP = 99;

/** The text of a count badge, or null when there is nothing to show. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
