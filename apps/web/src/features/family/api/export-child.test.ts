import { describe, expect, it } from "vitest";
import { fileNameFromDisposition, toExportFileName } from "./export-child";

describe("the child's export download name", () => {
  it("takes the server's name, and falls back to the child's first name and the day", () => {
    expect(fileNameFromDisposition('attachment; filename="brightpath-leo-2026-11-27.zip"')).toBe(
      "brightpath-leo-2026-11-27.zip",
    );
    expect(fileNameFromDisposition('attachment; filename="../evil.zip"')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(toExportFileName("Zoë Ann", new Date("2026-11-27T10:00:00Z"))).toBe(
      "brightpath-zoe-ann-2026-11-27.zip",
    );
    expect(toExportFileName("李", new Date("2026-11-27T10:00:00Z"))).toBe("brightpath-child-2026-11-27.zip");
  });
});
