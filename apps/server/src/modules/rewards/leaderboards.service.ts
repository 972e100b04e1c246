import type { FamilyBoardResponse, RelativeBoardResponse } from "@app/contract/rewards";
import { toDisplayName } from "@app/domain/display-name";
import {
  canAppearOnFamilyBoard,
  findGlobalBoardHiddenReason,
  pickNearestByPoints,
  RELATIVE_BOARD_SIZE,
  sortForBoard,
} from "@app/domain/leaderboard-visibility";
import { weekOf } from "@app/domain/week";
import { levelForXp } from "@app/domain/xp";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Student } from "../student-access/student.ts";
import { listChildrenOf } from "../student-access/student-access.ts";
import { toBoardStanding } from "./board-standing.ts";
import * as repo from "./rewards.repository.ts";

/** The first day counted: the viewer's calendar week (issue 9), or all time. */
function periodStart(period: "week" | "all", viewer: Student, now: Date): string | null {
  return period === "week" ? weekOf(now, viewer.timezone).start : null;
}

/**
 * The family leaderboard (issue 10): the student and their brothers and sisters, the children of
 * the same parent, by XP of the period; display names only. A student without a family sees
 * themself; a child waiting for a parent's confirmation is on no board.
 */
export async function getFamilyBoard(
  db: Kysely<Database>,
  viewer: Student,
  period: "week" | "all",
  now: Date = new Date(),
): Promise<FamilyBoardResponse> {
  const family = viewer.parentUserId ? await listChildrenOf(db, viewer.parentUserId) : [viewer];
  const since = periodStart(period, viewer, now);
  const onBoard = family.filter((child) => canAppearOnFamilyBoard(toBoardStanding(child)));
  const rows = await repo.listBoardRows(
    db,
    onBoard.map((c) => c.id),
    since,
  );
  const ordered = sortForBoard(rows.map((r) => ({ ...r, id: r.student_id })));
  const totals = await repo.sumXpFor(
    db,
    ordered.map((r) => r.id),
  );
  return {
    period,
    entries: ordered.map((r, i) => ({
      rank: i + 1,
      display_name: toDisplayName(r.first_name, r.last_name),
      points: r.points,
      level: levelForXp(totals.get(r.id) ?? 0),
      is_me: r.id === viewer.id,
    })),
  };
}

/**
 * The relative board (issue 10): the ten learners nearest to the student by XP of the period,
 * among those strangers may see, with the student among them; display names only. A student kept
 * off the boards strangers see still sees their neighbours (and is told why they are not shown).
 */
export async function getRelativeBoard(
  db: Kysely<Database>,
  viewer: Student,
  period: "week" | "all",
  now: Date = new Date(),
): Promise<RelativeBoardResponse> {
  const since = periodStart(period, viewer, now);
  const [mine] = await repo.listBoardRows(db, [viewer.id], since);
  const myPoints = mine?.points ?? 0;
  const neighbours = await repo.listBoardNeighbours(db, viewer.id, myPoints, since, RELATIVE_BOARD_SIZE);
  const nearest = pickNearestByPoints(
    { id: viewer.id, points: myPoints },
    neighbours.map((n) => ({ ...n, id: n.student_id })),
  );
  const me = { id: viewer.id, first_name: viewer.firstName, last_name: viewer.lastName, points: myPoints };
  const board = sortForBoard([...nearest, me]);
  const totals = await repo.sumXpFor(
    db,
    board.map((e) => e.id),
  );
  return {
    period,
    entries: board.map((e) => ({
      display_name: toDisplayName(e.first_name, e.last_name),
      points: e.points,
      level: levelForXp(totals.get(e.id) ?? 0),
      is_me: e.id === viewer.id,
      difference: e.points - myPoints,
    })),
    hidden_reason: findGlobalBoardHiddenReason(toBoardStanding(viewer)),
  };
}
