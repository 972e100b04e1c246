import crypto from "node:crypto";
import type { OpenAnswerSetRequest } from "@app/contract/learning";
import type { XpAwardResponse } from "@app/contract/rewards";
import { calendarDate } from "@app/domain/streak";
import { countSetAnswers, type QuestionDay, questionDayKey } from "@app/domain/xp";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound, present } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { openGameSet } from "../games/game-sets.service.ts";
import { buildPractice, type PracticeItem } from "../review/practice.service.ts";
import { getDueItems } from "../review/review.service.ts";
import { awardXp } from "../rewards/rewards.service.ts";
import type { Student } from "../student-access/student.ts";
import * as repo from "./answer-sets.repository.ts";

export const ANSWER_SET_NOT_FOUND = "Answer set not found";
export const ANSWER_SET_FINISHED = "This answer set is finished; start a new one";
export const NOT_IN_ANSWER_SET = "That question is not part of this answer set";

/** How many due questions a review set holds. */
const REVIEW_SET_SIZE = 20;
/** How far ahead "review ahead" reaches. */
const AHEAD_MS = 365 * 86_400_000;

/**
 * POST /api/answer-sets: the server opens a practice or review set of its own choosing (issue 7.9):
 * what a set is, and so what earns a set's bonuses, is never the browser's to say.
 */
export async function openAnswerSet(
  deps: Deps,
  user: AuthUser,
  student: Student,
  input: OpenAnswerSetRequest,
) {
  if (input.kind === "game") return openGameSet(deps, student, input.card_id);
  let set: { title: string; items: PracticeItem[]; review_count: number; source?: string; id?: number };
  if (input.kind === "practice") {
    set = await buildPractice(deps, student, input.source, input.id, user.role === "admin");
  } else {
    const now = new Date();
    const due = await getDueItems(
      deps.db,
      student.id,
      REVIEW_SET_SIZE,
      input.ahead ? new Date(now.getTime() + AHEAD_MS) : now,
    );
    set = {
      title: "Review",
      items: due.map((d) => ({
        material_id: d.material_id,
        material_title: d.material_title,
        question: d.question,
        is_review: true,
      })),
      review_count: due.length,
    };
  }
  const id = crypto.randomUUID();
  await repo.insertAnswerSet(deps.db, {
    id,
    student_id: student.id,
    kind: input.kind,
    items: set.items.map((i) => ({ material_id: i.material_id, question_id: i.question.id })),
  });
  return { set_id: id, kind: input.kind, ...set };
}

/**
 * Checks that an answer may be recorded in a set: the student's own, still open, and holding the
 * question.
 */
export async function requireOpenSetFor(
  deps: Deps,
  studentId: number,
  setId: string,
  materialId: number,
  questionId: string,
) {
  const set = await repo.findAnswerSet(deps.db, studentId, setId);
  if (!set) throw notFound(ANSWER_SET_NOT_FOUND);
  if (set.finished_at) throw new AppError(409, ANSWER_SET_FINISHED);
  const items = Array.isArray(set.items) ? set.items : [];
  if (!items.some((i) => i.material_id === materialId && i.question_id === questionId)) {
    throw new AppError(400, NOT_IN_ANSWER_SET, { question_id: [NOT_IN_ANSWER_SET] });
  }
}

type Claimed = Awaited<ReturnType<typeof repo.claimSetAttempts>>[number];

export interface CountedXp {
  awarded: number;
  duplicate: boolean;
  counted: number;
  repeats: number;
  is_whole_set: boolean;
  xp: XpAwardResponse | null;
}

/**
 * Awards XP for attempts just claimed (inside the caller's transaction, with the student locked):
 * each question earns once a day (student's time zone), the bonuses need the whole set.
 */
export async function awardClaimedAttempts(
  db: Kysely<Database>,
  student: Student,
  claimed: Claimed[],
  award: { key: string; reason: string; isWholeSet: boolean; totalSeconds: number; at?: Date },
): Promise<CountedXp> {
  const ordered = [...claimed].sort((a, b) => a.id - b.id);
  const where = new Map<string, { material_id: number; question_id: string; day: string }>();
  const answers = ordered.map((a) => {
    const questionKey = `${a.material_id}:${a.question_id}`;
    const day = calendarDate(new Date(a.created_at), student.timezone);
    where.set(questionDayKey(day, questionKey), {
      material_id: a.material_id,
      question_id: a.question_id,
      day,
    });
    return { questionKey, day, isCorrect: a.is_correct, afterReveal: a.after_reveal };
  });
  const places = [...where.values()];
  const earlierRows = await repo.listQuestionDays(
    db,
    student.id,
    [...new Set(places.map((p) => p.material_id))],
    [...new Set(places.map((p) => p.day))],
  );
  const earlier = new Map<string, QuestionDay>(
    earlierRows.map((r) => [
      questionDayKey(r.day, `${r.material_id}:${r.question_id}`),
      { hasCorrect: r.has_correct },
    ]),
  );
  const counted = countSetAnswers(answers, earlier);
  await repo.saveQuestionDays(
    db,
    student.id,
    [...counted.touched.entries()].map(([key, state]) => ({
      ...present(where.get(key), `question day ${key}`),
      has_correct: state.hasCorrect,
    })),
  );
  const xp = await awardXp(db, student, {
    source: {
      kind: "counted-set",
      correct: counted.correct,
      mistakes: counted.mistakes,
      totalSeconds: award.totalSeconds,
      isWholeSet: award.isWholeSet,
    },
    reason: award.reason,
    idempotencyKey: award.key,
    ...(award.at ? { at: award.at } : {}),
  });
  return {
    awarded: xp.awarded,
    duplicate: xp.duplicate,
    counted: counted.correct + counted.mistakes,
    repeats: counted.repeats,
    is_whole_set: award.isWholeSet,
    xp,
  };
}

/**
 * POST /api/answer-sets/{id}/finish: closes the set and awards its XP once, from the server's own
 * record of the answers given in it. A finished set answers what it earned, as a duplicate.
 */
export async function finishAnswerSet(deps: Deps, student: Student, setId: string): Promise<CountedXp> {
  return deps.db.transaction().execute(async (tx) => {
    await repo.lockStudent(tx, student.id);
    const set = await repo.findAnswerSet(tx, student.id, setId, true);
    if (!set) throw notFound(ANSWER_SET_NOT_FOUND);
    if (set.finished_at) {
      return {
        awarded: set.xp_awarded ?? 0,
        duplicate: true,
        counted: 0,
        repeats: 0,
        is_whole_set: false,
        xp: null,
      };
    }
    const key = `set:${set.id}`;
    const claimed = await repo.claimSetAttempts(tx, student.id, set.id, key);
    const items = Array.isArray(set.items) ? set.items : [];
    const answered = await repo.answeredInSet(tx, set.id);
    const isWholeSet =
      items.length > 0 && items.every((i) => answered.has(`${i.material_id}:${i.question_id}`));
    let result: CountedXp = {
      awarded: 0,
      duplicate: false,
      counted: 0,
      repeats: 0,
      is_whole_set: isWholeSet,
      xp: null,
    };
    if (claimed.length > 0) {
      const last = Math.max(...claimed.map((a) => new Date(a.created_at).getTime()));
      result = await awardClaimedAttempts(tx, student, claimed, {
        key,
        reason: set.kind === "review" ? "Review session" : set.kind === "game" ? "Game" : "Practice session",
        isWholeSet,
        totalSeconds: Math.max(1, (last - new Date(set.created_at).getTime()) / 1000),
      });
    }
    await repo.markAnswerSetFinished(tx, set.id, result.awarded);
    return result;
  });
}

/**
 * XP for completing a material: the answers given on the material's page (outside any set), each
 * question once a day; the bonuses when they cover every question of the material.
 */
export async function awardMaterialCompletion(
  deps: Deps,
  student: Student,
  material: { id: number; title: string; questionIds: string[]; totalSeconds: number; at?: Date },
): Promise<XpAwardResponse> {
  return deps.db.transaction().execute(async (tx) => {
    await repo.lockStudent(tx, student.id);
    const key = `material:${material.id}:complete`;
    const claimed = await repo.claimLooseAttempts(tx, student.id, material.id, key);
    const covered = new Set(claimed.map((a) => a.question_id));
    const result = await awardClaimedAttempts(tx, student, claimed, {
      key,
      reason: `Completed: ${material.title}`,
      isWholeSet: material.questionIds.length > 0 && material.questionIds.every((q) => covered.has(q)),
      totalSeconds: material.totalSeconds,
      ...(material.at ? { at: material.at } : {}),
    });
    return present(result.xp, "the XP award");
  });
}
