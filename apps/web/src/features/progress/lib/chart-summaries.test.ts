import { describe, expect, it } from "vitest";
import type { DayActivity, ProgressGroup } from "../api/get-progress-overview";
import { accuracySegments, formatDay, summariseActivity, summariseSubjects } from "./chart-summaries";

const group = (overrides: Partial<ProgressGroup>): ProgressGroup => ({
  title: "Mathematics",
  subject: "Mathematics",
  materials: 3,
  completed: 1,
  mastered: 1,
  attempts: 20,
  accuracy_pct: 85,
  ...overrides,
});

const day = (date: string, attempts = 0, correct = 0): DayActivity => ({
  date,
  attempts,
  correct,
  accuracy_pct: attempts ? Math.round((correct / attempts) * 1000) / 10 : 0,
});

describe("subject chart summary", () => {
  it("names each subject's accuracy, answers and mastery, busiest first", () => {
    expect(
      summariseSubjects([
        group({
          title: "French",
          subject: "French",
          attempts: 4,
          accuracy_pct: 50,
          mastered: 0,
          materials: 1,
        }),
        group({}),
      ]),
    ).toBe(
      "Accuracy by subject. Mathematics: 85% accuracy over 20 answers, 1 of 3 materials mastered; French: 50% accuracy over 4 answers, 0 of 1 material mastered.",
    );
  });

  it("says when nothing was practised", () => {
    expect(summariseSubjects([])).toBe("No subjects practised yet.");
  });
});

describe("activity chart summary", () => {
  it("counts answers and active days, accuracy over them, and the busiest day", () => {
    const days = [day("2026-11-19"), day("2026-11-20", 4, 3), day("2026-11-21", 6, 6)];
    expect(summariseActivity(days)).toBe(
      "In the last 3 days: 10 answers on 2 days, 90% correct. Busiest day: 21 Nov with 6 answers.",
    );
  });

  it("says when there were no answers", () => {
    expect(summariseActivity(Array.from({ length: 30 }, (_, i) => day(`2026-11-${i + 1}`)))).toBe(
      "No answers in the last 30 days.",
    );
  });

  it("reads the server's UTC days as they are", () => {
    expect(formatDay("2026-01-01")).toBe("1 Jan");
  });
});

describe("accuracy line", () => {
  it("breaks at days without answers and puts 100% at the top", () => {
    const days = [day("a", 2, 2), day("b", 2, 1), day("c"), day("d", 4, 0)];
    expect(accuracySegments(days, 400, 100)).toEqual([
      [
        { x: 50, y: 0 },
        { x: 150, y: 50 },
      ],
      [{ x: 350, y: 100 }],
    ]);
  });
});
