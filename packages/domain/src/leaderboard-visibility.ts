/**
 * Child-safe competition (issue 10, decisions.md 1 and 5): who may appear on which leaderboard,
 * and who the relative board shows. The server filters every board with these rules; the web app
 * explains them with the same reasons.
 */

/** What the boards need to know about a learner. */
export interface BoardStanding {
  /** A parent created this child's profile (rather than the learner signing up alone). */
  isCreatedByParent: boolean;
  /** The parent lets this child appear where strangers see them (the global and relative boards). */
  isGlobalBoardAllowed: boolean;
  /** A child under 13 with their own login whose parent has not confirmed the account yet. */
  isConsentPending: boolean;
}

/** Why a learner is kept off the boards strangers see. */
export type BoardHiddenReason = "consent-pending" | "parent-choice";

/** How many learners the relative board shows around the viewer. */
export const RELATIVE_BOARD_SIZE = 10;

/**
 * Why a learner may not appear before strangers, or null when they may: a child waiting for a
 * parent's confirmation never does; a child a parent created does only once the parent allows it.
 */
export function findGlobalBoardHiddenReason(standing: BoardStanding): BoardHiddenReason | null {
  if (standing.isConsentPending) return "consent-pending";
  if (standing.isCreatedByParent && !standing.isGlobalBoardAllowed) return "parent-choice";
  return null;
}

/** The global leaderboard (everyone on the platform). */
export function canAppearOnGlobalBoard(standing: BoardStanding): boolean {
  return findGlobalBoardHiddenReason(standing) === null;
}

/**
 * The relative board shows strangers too (the ten nearest by XP), so it follows the global rule:
 * a child who is off the global board is never among someone else's nearest.
 */
export function canAppearOnRelativeBoard(standing: BoardStanding): boolean {
  return canAppearOnGlobalBoard(standing);
}

/**
 * The family board shows brothers and sisters to each other only; a parent's choice about
 * strangers does not keep a child off it, but a pending confirmation does (no leaderboard at all).
 */
export function canAppearOnFamilyBoard(standing: BoardStanding): boolean {
  return !standing.isConsentPending;
}

/** A learner on a board: an id and their points for the period. */
export interface BoardCandidate {
  id: number;
  points: number;
}

/**
 * The `size` learners nearest to the viewer by points (the viewer excluded), ties going to the one
 * ahead, then to the older id; answered in board order, most points first.
 */
export function pickNearestByPoints<T extends BoardCandidate>(
  viewer: BoardCandidate,
  candidates: readonly T[],
  size: number = RELATIVE_BOARD_SIZE,
): T[] {
  const others = candidates.filter((c) => c.id !== viewer.id);
  const nearest = [...others]
    .sort((a, b) => {
      const distance = Math.abs(a.points - viewer.points) - Math.abs(b.points - viewer.points);
      if (distance !== 0) return distance;
      if (a.points !== b.points) return b.points - a.points;
      return a.id - b.id;
    })
    .slice(0, Math.max(0, size));
  return sortForBoard(nearest);
}

/** Most points first; equal points by the older id, so the order never flickers. */
export function sortForBoard<T extends BoardCandidate>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.points - a.points || a.id - b.id);
}
