import { describe, expect, it } from "vitest";
import type { LessonRecord } from "./booking.repository.ts";
import { renderCalendar } from "./calendar.service.ts";

// Every character some reader takes as the end of a line (CR, LF, VT, FF, the file, group and
// record separators, NEL, Unicode's line and paragraph separators) and every other control.
const LINE_BREAKERS = /[\p{Cc}\u2028\u2029]/u;

function lesson(overrides: Partial<LessonRecord>): LessonRecord {
  return {
    id: 7,
    starts_at: "2026-12-01T15:00:00.000Z",
    duration_minutes: 60,
    title: "Mathematics",
    status: "booked",
    join_url: null,
    tutor_first_name: "Lena",
    tutor_last_name: "Ortiz",
    student_first_name: "Maya",
    student_last_name: "Stone",
    ...overrides,
  } as LessonRecord;
}

describe(".ics text (issue 20, also: no line break inside a value)", () => {
  it("writes no character that breaks a line inside any value", () => {
    const ics = renderCalendar(
      [
        lesson({
          title: "Maths\u2028ATTENDEE:mailto:evil@example.test",
          student_first_name: "Maya\u2029X-INJECTED:1",
          student_last_name: "St\u0085one\rDESCRIPTION:no",
          tutor_first_name: "Le\vna\fO\u001cr\u001dt\u001eiz",
          join_url: "https://meet.example.test/a\u2028b",
        }),
      ],
      "http://app.test",
      "Maya's\u2028lessons",
    );
    expect(ics.endsWith("\r\n")).toBe(true);
    const lines = ics.slice(0, -2).split("\r\n");
    for (const line of lines) expect(line, JSON.stringify(line)).not.toMatch(LINE_BREAKERS);
    // The text is still there, on its own property's line, never as a property of its own.
    expect(lines.some((l) => l.startsWith("ATTENDEE") || l.startsWith("X-INJECTED"))).toBe(false);
    expect(lines.filter((l) => l.startsWith("DESCRIPTION:"))).toHaveLength(1);
    expect(ics).toContain("SUMMARY:Maths\\nATTENDEE:mailto:evil@example.test");
  });

  it("keeps ordinary text, escaping what RFC 5545 asks", () => {
    const ics = renderCalendar(
      [lesson({ title: "Maths; fractions, decimals" })],
      "http://app.test",
      "Lessons",
    );
    expect(ics).toContain("SUMMARY:Maths\\; fractions\\, decimals");
    expect(ics).toContain("DESCRIPTION:Tutor: Lena Ortiz\\nStudent: Maya Stone");
  });
});
