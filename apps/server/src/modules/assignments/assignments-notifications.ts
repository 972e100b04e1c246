import type { Deps } from "../../deps.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { notifyPeople } from "../notifications/platform-notifications.ts";
import * as repo from "./assignments.repository.ts";

/*
 * The homework loop tells each side (issue 21, decision 042): the student and parent when work is
 * set and when it is graded, whoever set it when it is handed in.
 */

const familyLink = (studentId: number) => `/student/homework?student_id=${studentId}`;

function scoreText(row: { score: unknown; total_points: unknown; grade: string | null }): string {
  const parts: string[] = [];
  if (row.score !== null && row.score !== undefined)
    parts.push(
      row.total_points !== null && row.total_points !== undefined
        ? `${Number(row.score)} out of ${Number(row.total_points)}`
        : `${Number(row.score)} points`,
    );
  if (row.grade) parts.push(`grade ${row.grade}`);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

/** Tells the people an assignment concerns of one step of it, as each of them chose. */
export async function tellOfHomework(
  deps: Deps,
  user: AuthUser,
  assignmentId: number,
  step: "set" | "handed-in" | "graded",
): Promise<void> {
  const row = await repo.findPeopleOf(deps.db, assignmentId);
  if (!row) return;
  const name = row.student_first_name;
  const family = [row.student_user_id, row.parent_user_id];
  const common = { actorId: user.id, aboutStudentId: row.student_id };
  if (step === "set")
    await notifyPeople(deps, {
      ...common,
      kind: "homework-set",
      to: family,
      title: `New homework for ${name}`,
      body: `“${row.title}” was set for ${name}.`,
      linkUrl: familyLink(row.student_id),
    });
  else if (step === "handed-in")
    await notifyPeople(deps, {
      ...common,
      kind: "homework-handed-in",
      to: [row.assigned_by],
      title: `Homework handed in: ${name}`,
      body: `${name} handed in “${row.title}”. It is ready to grade.`,
      linkUrl: `/tutor/students/${row.student_id}`,
    });
  else
    await notifyPeople(deps, {
      ...common,
      kind: "homework-graded",
      to: family,
      title: `Homework graded: ${row.title}`,
      body: `“${row.title}” was graded${scoreText(row)}. The feedback is on the homework page.`,
      linkUrl: familyLink(row.student_id),
    });
}
