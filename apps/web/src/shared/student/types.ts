/*
 * The student-side entities (spec 3) as the API contract defines them; the student store and the
 * pages share these names.
 */
export type { CreditEntry, HomeworkItem, Lesson as UpcomingLesson } from "@app/contract/dashboard";
export type { StudentProfile } from "@app/contract/student";
