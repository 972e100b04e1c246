import { describe, expect, it } from "vitest";
import {
  type BoardStanding,
  canAppearOnFamilyBoard,
  canAppearOnGlobalBoard,
  canAppearOnRelativeBoard,
  findGlobalBoardHiddenReason,
  pickNearestByPoints,
  RELATIVE_BOARD_SIZE,
  sortForBoard,
} from "./leaderboard-visibility.ts";

const selfSignedUp: BoardStanding = {
  isCreatedByParent: false,
  isGlobalBoardAllowed: false,
  isConsentPending: false,
};
const parentsChild: BoardStanding = { ...selfSignedUp, isCreatedByParent: true };

describe("who appears on which board (issue 10)", () => {
  it("keeps a child a parent created off the global and relative boards until the parent allows it", () => {
    expect(canAppearOnGlobalBoard(parentsChild)).toBe(false);
    expect(canAppearOnRelativeBoard(parentsChild)).toBe(false);
    expect(findGlobalBoardHiddenReason(parentsChild)).toBe("parent-choice");
    const allowed = { ...parentsChild, isGlobalBoardAllowed: true };
    expect(canAppearOnGlobalBoard(allowed)).toBe(true);
    expect(canAppearOnRelativeBoard(allowed)).toBe(true);
    expect(findGlobalBoardHiddenReason(allowed)).toBeNull();
  });

  it("shows a child a parent created to their brothers and sisters whatever the parent chose", () => {
    expect(canAppearOnFamilyBoard(parentsChild)).toBe(true);
    expect(canAppearOnFamilyBoard({ ...parentsChild, isGlobalBoardAllowed: true })).toBe(true);
  });

  it("puts a student who signed up alone on every board, the allowance being only a parent's", () => {
    expect(canAppearOnGlobalBoard(selfSignedUp)).toBe(true);
    expect(canAppearOnRelativeBoard(selfSignedUp)).toBe(true);
    expect(canAppearOnFamilyBoard(selfSignedUp)).toBe(true);
  });

  it("keeps a child waiting for a parent's confirmation off every board, even if allowed (decisions.md 1)", () => {
    const pending = { ...selfSignedUp, isConsentPending: true };
    for (const standing of [pending, { ...pending, isCreatedByParent: true, isGlobalBoardAllowed: true }]) {
      expect(canAppearOnGlobalBoard(standing)).toBe(false);
      expect(canAppearOnRelativeBoard(standing)).toBe(false);
      expect(canAppearOnFamilyBoard(standing)).toBe(false);
      expect(findGlobalBoardHiddenReason(standing)).toBe("consent-pending");
    }
  });
});

describe("pickNearestByPoints", () => {
  const board = (points: number[]) => points.map((p, i) => ({ id: i + 1, points: p }));

  it("answers the ten nearest by points, without the viewer, most points first", () => {
    const others = board([0, 5, 10, 20, 40, 50, 60, 70, 80, 90, 100, 200, 300, 1000]);
    const viewer = { id: 99, points: 55 };
    const nearest = pickNearestByPoints(viewer, [...others, viewer]);
    expect(nearest).toHaveLength(RELATIVE_BOARD_SIZE);
    expect(nearest.map((e) => e.points)).toEqual([100, 90, 80, 70, 60, 50, 40, 20, 10, 5]);
    expect(nearest.some((e) => e.id === viewer.id)).toBe(false);
  });

  it("breaks a tie in distance towards the one ahead, then the older id", () => {
    const viewer = { id: 50, points: 100 };
    const nearest = pickNearestByPoints(
      viewer,
      [
        { id: 3, points: 90 },
        { id: 2, points: 110 },
        { id: 1, points: 110 },
      ],
      2,
    );
    expect(nearest).toEqual([
      { id: 1, points: 110 },
      { id: 2, points: 110 },
    ]);
  });

  it("answers everyone there is when fewer than ten, and nobody for a size of 0", () => {
    expect(pickNearestByPoints({ id: 9, points: 0 }, board([3, 1]))).toHaveLength(2);
    expect(pickNearestByPoints({ id: 9, points: 0 }, board([3, 1]), 0)).toEqual([]);
    expect(pickNearestByPoints({ id: 9, points: 0 }, [])).toEqual([]);
  });

  it("sorts a board by points, then by id", () => {
    expect(sortForBoard(board([5, 7, 5])).map((e) => e.id)).toEqual([2, 1, 3]);
  });
});
