import type { BookedLesson } from "@app/contract/booking";
import { lessonChangeHearers } from "@app/domain/notification-rules";
import type { Deps } from "../../deps.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { notifyPeople } from "../notifications/platform-notifications.ts";
import type { LessonRecord } from "./booking.repository.ts";

/* The other side hears of a lesson booked, moved or cancelled (issue 21, decision 042). */

const when = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(iso))} UTC`;

/** A family booked a one-to-one lesson: its tutor hears (a group seat only fills their roster). */
export async function tellTutorOfBooking(deps: Deps, user: AuthUser, lesson: BookedLesson): Promise<void> {
  if (lesson.type !== "tutor" || !lesson.tutor_id) return;
  await notifyPeople(deps, {
    kind: "lesson-booked",
    to: [lesson.tutor_id],
    actorId: user.id,
    title: `New booking: ${lesson.student_name}`,
    body: `${lesson.student_name} booked ${lesson.title} on ${when(lesson.datetime)}, ${lesson.duration} minutes.`,
    linkUrl: "/tutor",
    aboutStudentId: lesson.student_id,
  });
}

/**
 * A lesson was moved or cancelled: its tutor hears unless they did it; the family hears when the
 * tutor or an admin did it (lessonChangeHearers).
 */
export async function tellOfLessonChange(
  deps: Deps,
  user: AuthUser,
  before: LessonRecord,
  after: BookedLesson,
  change: "moved" | "cancelled",
): Promise<void> {
  const hearers = lessonChangeHearers({
    role: user.role,
    isLessonTutor: before.tutor_user_id === user.id,
  });
  const student = after.student_name;
  const was = when(new Date(before.starts_at).toISOString());
  const text =
    change === "moved"
      ? `${after.title} for ${student} moved from ${was} to ${when(after.datetime)}.`
      : `${after.title} for ${student} on ${was} was cancelled.`;
  const title = change === "moved" ? `Lesson moved: ${student}` : `Lesson cancelled: ${student}`;
  const kind = change === "moved" ? "lesson-moved" : "lesson-cancelled";
  if (hearers.tutor && before.tutor_user_id)
    await notifyPeople(deps, {
      kind,
      to: [before.tutor_user_id],
      actorId: user.id,
      title,
      body: text,
      linkUrl: "/tutor",
      aboutStudentId: before.student_id,
    });
  if (hearers.family)
    await notifyPeople(deps, {
      kind,
      to: [before.student_user_id, before.student_parent_user_id],
      actorId: user.id,
      title,
      body: text,
      linkUrl: "/student/schedule",
      aboutStudentId: before.student_id,
    });
}
