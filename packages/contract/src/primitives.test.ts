import { describe, expect, it } from "vitest";
import { z } from "zod";
import { personNameSchema } from "./auth.ts";
import {
  CONTROL_CHARACTER_MESSAGE,
  DB_INT_MAX,
  findControlCharacter,
  hasControlCharacter,
  idSchema,
  LINE_BREAK_MESSAGE,
  lineText,
  multiLineText,
} from "./primitives.ts";
import { studentIdSchema } from "./student.ts";

describe("control characters", () => {
  it("refuses NUL, other C0 controls, DEL and C1 controls; allows tab and line breaks", () => {
    for (const bad of ["a\u0000b", "\u0001", "\u001b[31m", "\u007f", "\u0085", "x\u009f"]) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ["plain", "two\nlines\r\n", "a\tb", "é ü 漢字 🙂", "\u00a0nbsp", ""]) {
      expect(hasControlCharacter(good), JSON.stringify(good)).toBe(false);
    }
  });

  it("finds the first bad string anywhere in a request, keys included, and names its path", () => {
    expect(findControlCharacter({ a: "ok", b: [1, { c: "x\u0000" }] })).toEqual(["b", "1", "c"]);
    expect(findControlCharacter({ "bad\u0000key": 1 })).toEqual(["bad\u0000key"]);
    expect(findControlCharacter("\u0000")).toEqual([]);
    expect(findControlCharacter({ a: ["fine", 2, null, true], b: "line\nbreak" })).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
  });

  it("walks a body nested far deeper than the call stack allows", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findControlCharacter(deep)).toHaveLength(200_000);
  });

  it("lineText refuses control characters and line breaks after trimming; multiLineText allows lines", () => {
    const line = lineText(z.string().trim().max(10));
    expect(line.parse("  Ann  ")).toBe("Ann");
    expect(line.safeParse("A\nB").error?.issues[0]?.message).toBe(LINE_BREAK_MESSAGE);
    expect(line.safeParse("A\u0000").error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    const text = multiLineText();
    expect(text.parse("one\ntwo\tthree")).toBe("one\ntwo\tthree");
    expect(text.safeParse("nul\u0000").success).toBe(false);
  });

  it("names are one line without control characters", () => {
    expect(personNameSchema("First name").safeParse("Nia\u0000").success).toBe(false);
    expect(personNameSchema("First name").safeParse("Nia\nWalker").success).toBe(false);
    expect(personNameSchema("First name").parse(" Nia ")).toBe("Nia");
  });
});

describe("ids", () => {
  it("fit the database's integer: 1 to 2³¹ − 1", () => {
    const id = idSchema("id");
    expect(id.parse("1")).toBe(1);
    expect(id.parse(String(DB_INT_MAX))).toBe(DB_INT_MAX);
    for (const bad of [String(DB_INT_MAX + 1), "4294967296", "1e20", "0", "-1", "1.5", "abc", ""]) {
      expect(id.safeParse(bad).success, bad).toBe(false);
    }
    expect(id.safeParse(String(DB_INT_MAX + 1)).error?.issues[0]?.message).toBe("id is too large");
  });

  it("a student id past the range is refused with a clear message", () => {
    const result = studentIdSchema.safeParse("2147483648");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("student_id is too large");
  });

  it("one message for every problem where the address itself is the error", () => {
    const id = idSchema("contentId", "Unknown content");
    for (const bad of ["x", "0", "2147483648", "1.5"]) {
      expect(id.safeParse(bad).error?.issues[0]?.message).toBe("Unknown content");
    }
  });
});
