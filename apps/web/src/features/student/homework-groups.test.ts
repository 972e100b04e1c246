import type { HomeworkItem } from "@app/contract/dashboard";
import { describe, expect, it } from "vitest";
import { DUE_SOON_DAYS, groupHomework, summarizeHomework } from "./homework-groups";

const now = new Date(2026, 10, 21, 12, 0); // 21 Nov 2026, noon, local time

function item(id: number, due: Date | null, overrides: Partial<HomeworkItem> = {}): HomeworkItem {
  return {
    id,
    title: `Homework ${id}`,
    subject: "Mathematics",
    dueDate: due ? due.toISOString() : "No due date",
    due_date: due ? due.toISOString() : null,
    completed: false,
    description: null,
    difficulty: null,
    status: "assigned",
    feedback: null,
    grade: null,
    assigned_date: now.toISOString(),
    estimated_time: null,
    priority: "medium",
    assignment_type: "homework",
    template: null,
    attachments: [],
    submission_files: [],
    ...overrides,
  };
}

const at = (days: number, hour = 18) => new Date(2026, 10, 21 + days, hour, 0);

describe("homework categories (spec 4.4)", () => {
  it("sorts by due date into overdue, due today, due soon (1 to 3 days) and upcoming", () => {
    const groups = groupHomework(
      [
        item(1, at(0, 9)), // earlier today: past due
        item(2, at(0, 20)),
        item(3, at(1)),
        item(4, at(DUE_SOON_DAYS)),
        item(5, at(DUE_SOON_DAYS + 1)),
        item(6, at(-2)),
        item(7, null),
      ],
      now,
    );
    expect(groups.overdue.map((h) => h.id)).toEqual([6, 1]);
    expect(groups.dueToday.map((h) => h.id)).toEqual([2]);
    expect(groups.dueSoon.map((h) => h.id)).toEqual([3, 4]);
    expect(groups.upcoming.map((h) => h.id)).toEqual([5, 7]);
  });

  it("never counts completed or submitted work as overdue", () => {
    const groups = groupHomework(
      [
        item(1, at(-3), { completed: true, status: "completed" }),
        item(2, at(-3), { status: "completed" }),
        item(3, at(-3), { status: "submitted" }),
      ],
      now,
    );
    expect(groups.overdue).toEqual([]);
    expect(groups.completed.map((h) => h.id)).toEqual([1, 2]);
    expect(groups.submitted.map((h) => h.id)).toEqual([3]);
  });

  it("counts pending as overdue + due today + due soon + upcoming + in progress, completed as completed + submitted", () => {
    const stats = summarizeHomework(
      [
        item(1, at(-1)),
        item(2, at(0, 20)),
        item(3, at(2)),
        item(4, at(9)),
        item(5, null, { status: "in_progress" }),
        item(6, at(-1), { status: "submitted" }),
        item(7, at(-1), { completed: true }),
      ],
      now,
    );
    expect(stats).toEqual({ pending: 5, completed: 2, overdue: 1 });
  });
});
