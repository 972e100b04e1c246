import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

// One column, one row: the line after the header is exactly the cell as written.
function cell(value: string) {
  const csv = toCsv([{ header: "message", value: (row: string) => row }], [value]);
  return csv.slice("message\r\n".length, -"\r\n".length);
}

describe("toCsv (issue 20.2: CSV injection)", () => {
  it("quotes and neutralises a formula on a later line of a cell", () => {
    expect(cell("a\n=1+1")).toBe(`"'a\n'=1+1"`);
  });

  it("neutralises a formula behind leading whitespace", () => {
    expect(cell("  =cmd|' /C calc'!A0")).toBe(`"'  =cmd|' /C calc'!A0"`);
  });

  it("quotes a cell with a tab and neutralises what follows the tab", () => {
    expect(cell("x\t@SUM(A1)")).toBe(`"'x\t'@SUM(A1)"`);
  });

  it("quotes a cell with CRLF or a bare CR and neutralises every line", () => {
    expect(cell("ok\r\n+1")).toBe(`"'ok\r\n'+1"`);
    expect(cell("ok\r-2")).toBe(`"'ok\r'-2"`);
  });

  it("neutralises a leading = + - @ (and their full-width forms) and doubles quotes", () => {
    expect(cell("=1+1")).toBe(`"'=1+1"`);
    for (const start of ["=", "+", "-", "@", "\uFF1D", "\uFF20"]) {
      expect(cell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
  });

  it("leaves plain text and numbers as they are", () => {
    expect(cell("Great lesson, thanks")).toBe(`"Great lesson, thanks"`);
    expect(cell("plain words")).toBe("plain words");
    expect(cell("a - b = c")).toBe("a - b = c");
    expect(toCsv([{ header: "n", value: (n: number) => n }], [-3])).toBe("n\r\n-3\r\n");
  });
});
