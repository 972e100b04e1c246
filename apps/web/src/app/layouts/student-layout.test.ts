import { describe, expect, it } from "vitest";
import { likelyNextPages } from "./student-layout";

describe("the pages prefetched when idle (issue 14)", () => {
  it("are the homework and the library from the dashboard, and the dashboard from anywhere else", () => {
    expect(likelyNextPages("/student/dashboard")).toEqual(["/student/homework", "/student/library"]);
    expect(likelyNextPages("/student")).toEqual(["/student/homework", "/student/library"]);
    expect(likelyNextPages("/student/dashboard/")).toEqual(["/student/homework", "/student/library"]);
    expect(likelyNextPages("/student/library")).toEqual(["/student/dashboard"]);
    expect(likelyNextPages("/student/material/12")).toEqual(["/student/dashboard"]);
  });
});
