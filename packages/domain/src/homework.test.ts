import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./badge.ts";
import {
  applyLocalCompletion,
  calendarDaysAhead,
  categorizeHomework,
  DUE_SOON_DAYS,
  groupHomework,
  type HomeworkLike,
  isHomeworkCompleted,
  isHomeworkOverdue,
  refuseScore,
  refuseTransition,
  summarizeHomework,
} from "./homework.ts";

// A fixed clock: 21 Nov 2026, 12:00 UTC.
const NOW = new Date("2026-11-21T12:00:00Z");

interface Item extends HomeworkLike {
  id: number;
}

function item(id: number, due: string | null, overrides: Partial<Item> = {}): Item {
  return {
    id,
    status: "assigned",
    completed: false,
    due_date: due,
    assignment_type: "homework",
    ...overrides,
  };
}

/** An instant `days` whole days from NOW at a UTC hour. */
const at = (days: number, hour = 18) => new Date(Date.UTC(2026, 10, 21 + days, hour, 0)).toISOString();

describe("categories (spec 4.4) with a fixed clock", () => {
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
      NOW,
    );
    expect(groups.overdue.map((h) => h.id)).toEqual([6, 1]);
    expect(groups.dueToday.map((h) => h.id)).toEqual([2]);
    expect(groups.dueSoon.map((h) => h.id)).toEqual([3, 4]);
    expect(groups.upcoming.map((h) => h.id)).toEqual([5, 7]);
  });

  it("puts started work in progress unless it is past due", () => {
    expect(categorizeHomework(item(1, at(5), { status: "in_progress" }), NOW)).toBe("inProgress");
    expect(categorizeHomework(item(2, null, { status: "in_progress" }), NOW)).toBe("inProgress");
    expect(categorizeHomework(item(3, at(-1), { status: "in_progress" }), NOW)).toBe("overdue");
  });

  it("never counts completed or submitted work as overdue", () => {
    const groups = groupHomework(
      [
        item(1, at(-3), { completed: true, status: "completed" }),
        item(2, at(-3), { status: "completed" }),
        item(3, at(-3), { status: "submitted" }),
        item(4, at(-3), { completed: true }),
      ],
      NOW,
    );
    expect(groups.overdue).toEqual([]);
    expect(groups.completed.map((h) => h.id)).toEqual([1, 2, 4]);
    expect(groups.submitted.map((h) => h.id)).toEqual([3]);
  });

  it("counts a material assignment completed, and not overdue, when its material progress says completed", () => {
    const material = item(1, at(-2), { assignment_type: "material", is_material_completed: true });
    expect(isHomeworkCompleted(material)).toBe(true);
    expect(isHomeworkOverdue(material, NOW)).toBe(false);
    // The flag means nothing on other types: homework is completed by its status.
    const homework = item(2, at(-2), { is_material_completed: true });
    expect(isHomeworkCompleted(homework)).toBe(false);
    expect(isHomeworkOverdue(homework, NOW)).toBe(true);
  });

  it("is overdue only after the due moment, not at it", () => {
    const due = item(1, NOW.toISOString());
    expect(isHomeworkOverdue(due, NOW)).toBe(false);
    expect(isHomeworkOverdue(due, new Date(NOW.getTime() + 1))).toBe(true);
  });

  it("ignores an unreadable due date (treated as undated)", () => {
    expect(categorizeHomework(item(1, "not a date"), NOW)).toBe("upcoming");
  });
});

describe("the day boundary in the student's time zone", () => {
  // 23:30 in New York on 21 Nov is 04:30 UTC on 22 Nov.
  const lateEvening = new Date("2026-11-22T04:30:00Z");

  it("counts days in the student's zone, not in UTC", () => {
    const dueNextMorningNy = new Date("2026-11-22T14:00:00Z"); // 09:00 on 22 Nov in New York
    expect(calendarDaysAhead(dueNextMorningNy, lateEvening, "America/New_York")).toBe(1);
    expect(calendarDaysAhead(dueNextMorningNy, lateEvening, "UTC")).toBe(0);
  });

  it("makes the same due moment 'due today' in one zone and 'due soon' in another", () => {
    const due = item(1, "2026-11-22T14:00:00Z");
    expect(categorizeHomework(due, lateEvening, "UTC")).toBe("dueToday");
    expect(categorizeHomework(due, lateEvening, "America/New_York")).toBe("dueSoon");
  });

  it("moves from due soon to upcoming exactly after the third day, at local midnight", () => {
    const tokyo = "Asia/Tokyo"; // UTC+9
    const now = new Date("2026-11-21T14:59:00Z"); // 23:59 on 21 Nov in Tokyo
    const dueDay3 = item(1, "2026-11-24T14:59:00Z"); // 23:59 on 24 Nov in Tokyo
    const dueDay4 = item(2, "2026-11-24T15:00:00Z"); // 00:00 on 25 Nov in Tokyo
    expect(categorizeHomework(dueDay3, now, tokyo)).toBe("dueSoon");
    expect(categorizeHomework(dueDay4, now, tokyo)).toBe("upcoming");
  });

  it("treats an unknown zone as UTC", () => {
    expect(calendarDaysAhead(new Date("2026-11-22T01:00:00Z"), NOW, "Mars/Olympus")).toBe(1);
  });
});

describe("stats and the badge", () => {
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
      NOW,
    );
    expect(stats).toEqual({ pending: 5, completed: 2, overdue: 1 });
  });

  it("feeds the badge: a pending count above 99 reads 99+", () => {
    const many = Array.from({ length: 120 }, (_, i) => item(i, at(5)));
    expect(formatBadgeCount(summarizeHomework(many, NOW).pending)).toBe("99+");
  });

  it("applies the local completion toggle", () => {
    const items = [item(1, at(-1)), item(2, at(1))];
    const toggled = applyLocalCompletion(items, { 1: true });
    expect(summarizeHomework(toggled, NOW)).toEqual({ pending: 1, completed: 1, overdue: 0 });
    expect(items[0]?.completed).toBe(false);
  });
});

describe("transitions and scores", () => {
  it("refuses a submission or a second completion after completion", () => {
    expect(refuseTransition("completed", "submit")).toMatch(/already completed/);
    expect(refuseTransition("completed", "complete")).toMatch(/already completed/);
    expect(refuseTransition("submitted", "start")).toMatch(/submitted/);
    expect(refuseTransition("assigned", "submit")).toBeNull();
    expect(refuseTransition("submitted", "complete")).toBeNull();
  });

  it("keeps a score between 0 and the total points (100 without one)", () => {
    expect(refuseScore(-1, 10)).toMatch(/negative/);
    expect(refuseScore(11, 10)).toMatch(/at most 10/);
    expect(refuseScore(101, null)).toMatch(/at most 100/);
    expect(refuseScore(10, 10)).toBeNull();
    expect(refuseScore(Number.NaN, 10)).not.toBeNull();
  });
});
