import { type AdminDashboard, type AdminUser, DASHBOARD_WEEKS, type WeeklyMetric } from "@app/contract/admin";
import type { Deps } from "../../deps.ts";
import { listWaitlist } from "../waitlist/waitlist.service.ts";
import * as repo from "./admin.repository.ts";

const toMetric = (weeks: repo.WeekRow[]): WeeklyMetric => ({ this_week: weeks.at(-1)?.value ?? 0, weeks });

/** The numbers an owner watches, each with its last twelve weeks (issue 13). */
export async function getDashboard(deps: Deps): Promise<AdminDashboard> {
  const { db } = deps;
  const [active, lessons, tutorSold, aiSold, signUps, applications, unread, waitlist] = await Promise.all([
    repo.countActiveStudentsByWeek(db, DASHBOARD_WEEKS),
    repo.countLessonsByWeek(db, DASHBOARD_WEEKS),
    repo.countCreditsSoldByWeek(db, DASHBOARD_WEEKS, "tutor-session"),
    repo.countCreditsSoldByWeek(db, DASHBOARD_WEEKS, "ai-session"),
    repo.countSignUpsByWeek(db, DASHBOARD_WEEKS),
    repo.countOpenTutorApplications(db),
    repo.countUnreadFeedback(db),
    listWaitlist(deps),
  ]);
  return {
    active_students: toMetric(active),
    lessons: toMetric(lessons),
    tutor_sessions_sold: toMetric(tutorSold),
    ai_sessions_sold: toMetric(aiSold),
    sign_ups: toMetric(signUps),
    open_tutor_applications: applications,
    unread_feedback: unread,
    waitlist: { total: waitlist.total, confirmed: waitlist.confirmed },
  };
}

/** Users an admin can pick (for a notification to chosen people), at most 50. */
export async function findUsers(
  deps: Deps,
  query: { search?: string; role?: string },
): Promise<{ users: AdminUser[] }> {
  const rows = await repo.searchUsers(deps.db, query.search, query.role, 50);
  return {
    users: rows.map((r) => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      role: r.role,
    })),
  };
}
