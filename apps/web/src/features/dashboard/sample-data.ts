import type { CreditEntry, HomeworkItem, Lesson } from "@app/contract/dashboard";

/*
 * Built-in sample data (spec 8): homework, upcoming lessons and credits fall back to it when no
 * token is stored or the call fails. The dashboard labels it "Sample data" wherever it is shown.
 */

const DAY = 86_400_000;

function isoIn(days: number, now: Date, hour = 17): string {
  const date = new Date(now.getTime() + days * DAY);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

function sampleHomework(
  id: number,
  title: string,
  subject: string,
  due: string,
  completed = false,
): HomeworkItem {
  return {
    id,
    title,
    subject,
    dueDate: due,
    due_date: due,
    completed,
    description: null,
    difficulty: "beginner",
    status: completed ? "completed" : "assigned",
    feedback: null,
    grade: null,
    assigned_date: due,
    estimated_time: 20,
    priority: "medium",
    assignment_type: "homework",
    template: null,
    attachments: [],
    submission_files: [],
  };
}

export function buildSampleHomework(now: Date = new Date()): HomeworkItem[] {
  return [
    sampleHomework(-1, "Fractions practice", "Mathematics", isoIn(-1, now, 9)),
    sampleHomework(-2, "Reading: a short story", "English", isoIn(0, now, 23)),
    sampleHomework(-3, "French vocabulary: food", "French", isoIn(2, now)),
    sampleHomework(-4, "Science: the water cycle", "Science", isoIn(-3, now), true),
  ];
}

export function buildSampleLessons(now: Date = new Date()): Lesson[] {
  return [
    {
      id: -1,
      title: "Maths with your tutor",
      type: "tutor",
      datetime: isoIn(1, now, 16),
      duration: 45,
      tutor: "Sample tutor",
      status: "scheduled",
      join_url: null,
    },
    {
      id: -2,
      title: "French conversation circle",
      type: "group",
      datetime: isoIn(4, now, 17),
      duration: 30,
      tutor: "Sample tutor",
      status: "scheduled",
      join_url: null,
    },
  ];
}

/** Sample credits (spec 9): AI session 10 total / 8 remaining; tutor session 5 total / 3 remaining. */
export function buildSampleCredits(now: Date = new Date()): CreditEntry[] {
  const expiry = new Date(now.getTime() + 365 * DAY).toISOString();
  return [
    { id: -1, type: "ai-session", total: 10, remaining: 8, expiryDate: expiry, isExpired: false },
    { id: -2, type: "tutor-session", total: 5, remaining: 3, expiryDate: expiry, isExpired: false },
  ];
}
