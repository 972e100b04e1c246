import type { FamilyChild, FamilyResponse } from "@app/contract/family";
import { summarizeHomework } from "@app/domain/homework";
import { weekOf } from "@app/domain/week";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../lib/app-error.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { getHomework, getUpcomingLessons } from "../dashboard/dashboard.service.ts";
import { getWallet, getXpProgress } from "../rewards/rewards.service.ts";
import type { Student } from "../student-access/student.ts";
import { listChildrenOf, resolveStudent } from "../student-access/student-access.ts";
import { getStudentProfile } from "../students/students.service.ts";
import { presentLogin } from "./child-login.service.ts";
import * as repo from "./family.repository.ts";

/** One child at a glance: level, streak, this week's practice, homework, lessons, cash, login. */
async function summarizeChild(
  deps: Deps,
  child: Student,
  login: repo.ChildLoginRow | undefined,
  now: Date,
): Promise<FamilyChild> {
  const week = weekOf(now, child.timezone);
  const [profile, xp, homework, lessons, wallet, questionsAnswered] = await Promise.all([
    getStudentProfile(deps, child, now),
    getXpProgress(deps.db, child, now),
    getHomework(deps, child),
    getUpcomingLessons(deps, child, now),
    getWallet(deps.db, child.id),
    repo.countQuestionsSince(deps.db, child.id, week.start, child.timezone),
  ]);
  const stats = summarizeHomework(homework.homework, now, child.timezone);
  const next = lessons.upcoming_lessons[0];
  return {
    student: profile,
    level: xp.level.level,
    totalXP: xp.level.totalXP,
    streak: { current: xp.streak.currentStreak, longest: xp.streak.longestStreak },
    week: {
      xp: xp.weeklyXP.reduce((sum, day) => sum + day.xp, 0),
      activeDays: xp.weeklyXP.filter((day) => day.xp > 0).length,
      questionsAnswered,
    },
    homework: { due: stats.pending - stats.overdue, overdue: stats.overdue },
    lessons: {
      upcoming: lessons.upcoming_lessons.length,
      next: next ? { title: next.title, datetime: next.datetime } : null,
    },
    cashBalance: wallet.wallet.cash_balance,
    login: login ? presentLogin(login) : null,
    isGlobalBoardAllowed: child.globalLeaderboardAllowed,
  };
}

/**
 * The parent's family (issue 10): every child side by side with this week's practice, homework
 * due and overdue, upcoming lessons, level, streak, cash and their login, for the family page
 * and the parent's home.
 */
export async function getFamily(
  deps: Deps,
  parent: AuthUser,
  now: Date = new Date(),
): Promise<FamilyResponse> {
  const [children, logins] = await Promise.all([
    listChildrenOf(deps.db, parent.id),
    repo.listManagedLogins(deps.db, parent.id),
  ]);
  return {
    children: await Promise.all(
      children.map((child) =>
        summarizeChild(deps, child, child.userId ? logins.get(child.userId) : undefined, now),
      ),
    ),
  };
}

/** A parent lets a child appear on the global and relative leaderboards, or takes it back. */
export async function updateChildSettings(
  deps: Deps,
  parent: AuthUser,
  studentId: number,
  input: { isGlobalBoardAllowed: boolean },
): Promise<{ isGlobalBoardAllowed: boolean }> {
  const child = await resolveStudent(deps.db, parent, studentId, "write");
  const isAllowed = await repo.setGlobalBoardAllowed(
    deps.db,
    parent.id,
    child.id,
    input.isGlobalBoardAllowed,
  );
  if (isAllowed === undefined) throw notFound("Student not found");
  return { isGlobalBoardAllowed: isAllowed };
}
