import { describe, expect, it } from "vitest";
import { canonicalUnit, parseNumber } from "./number-parse.ts";

function read(text: string) {
  const parsed = parseNumber(text);
  if (!parsed.ok) throw new Error(`"${text}" was not read: ${parsed.reason}`);
  return parsed.number;
}

describe("reading numbers", () => {
  it.each([
    ["42", 42, "integer"],
    ["-7", -7, "integer"],
    ["+7", 7, "integer"],
    ["−7", -7, "integer"],
    ["0.5", 0.5, "decimal"],
    [".5", 0.5, "decimal"],
    ["-.5", -0.5, "decimal"],
    ["0,5", 0.5, "decimal"],
    ["3,14", 3.14, "decimal"],
    ["0,500", 0.5, "decimal"],
    ["1,0000", 1, "integer"],
    ["1.000", 1, "integer"],
    ["5.", 5, "integer"],
    ["3/4", 0.75, "fraction"],
    ["-3/4", -0.75, "fraction"],
    ["6 / 8", 0.75, "fraction"],
    ["(3/4)", 0.75, "fraction"],
    ["1.5/3", 0.5, "fraction"],
    ["1 1/2", 1.5, "mixed_number"],
    ["1-1/2", 1.5, "mixed_number"],
    ["-2 3/4", -2.75, "mixed_number"],
    ["1½", 1.5, "mixed_number"],
    ["¾", 0.75, "fraction"],
    ["50%", 50, "percent"],
    ["12.5 %", 12.5, "percent"],
    ["50 percent", 50, "percent"],
    ["50 pour cent", 50, "percent"],
    ["50 por ciento", 50, "percent"],
    ["1.2e3", 1200, "scientific"],
    ["1.2E-3", 0.0012, "scientific"],
    ["1.2×10^3", 1200, "scientific"],
    ["1.2 x 10^3", 1200, "scientific"],
    ["1.2*10^3", 1200, "scientific"],
    ["1.2*10**3", 1200, "scientific"],
    ["1.2·10³", 1200, "scientific"],
    ["6.02×10^(23)", 6.02e23, "scientific"],
    ["3×10⁻²", 0.03, "scientific"],
    ["10^6", 1e6, "scientific"],
    ["1,000", 1000, "integer"],
    ["1,000,000", 1_000_000, "integer"],
    ["12,345.6", 12345.6, "decimal"],
    ["1 000", 1000, "integer"],
    ["1\u00a0000", 1000, "integer"],
    ["1\u202f000,5", 1000.5, "decimal"],
    ["1.000,5", 1000.5, "decimal"],
    ["1.000.000", 1_000_000, "integer"],
    ["x = 5", 5, "integer"],
    ["= 5", 5, "integer"],
    ["-0", 0, "integer"],
  ])("%j is %d (%s)", (text, value, form) => {
    const number = read(text);
    expect(number.value).toBeCloseTo(value, 12);
    expect(number.form).toBe(form);
  });

  it.each([
    ["12 cm", "cm"],
    ["12cm", "cm"],
    ["12 centimetres", "cm"],
    ["12 centímetros", "cm"],
    ["12 centimeters", "cm"],
    ["3 m²", "m^2"],
    ["3 m^2", "m^2"],
    ["3 square meters", "m^2"],
    ["3 sq m", "m^2"],
    ["60 km/h", "km/h"],
    ["60 kph", "km/h"],
    ["90°", "°"],
    ["90 degrees", "°"],
    ["$5", "$"],
    ["5 €", "€"],
    ["12 apples", "apple"],
    ["12", ""],
  ])("%j has the unit %j", (text, unit) => expect(read(text).unit).toBe(unit));

  it.each([
    ["abc", "unreadable"],
    ["", "unreadable"],
    ["1/2/3", "unreadable"],
    ["3 or 4", "unreadable"],
    ["2 3", "unreadable"],
    ["12 cm 5", "unreadable"],
    ["1..5", "unreadable"],
    ["five", "unreadable"],
    ["1e400", "unreadable"],
    ["0/0", "division_by_zero"],
    ["3/0", "division_by_zero"],
    ["1 1/0", "division_by_zero"],
    ["1".repeat(501), "too_long"],
  ])("%j is refused (%s)", (text, reason) => {
    const parsed = parseNumber(text);
    expect(parsed).toEqual({ ok: false, reason });
  });

  it("percent is kept as written and flagged", () => {
    expect(read("50%")).toEqual({ value: 50, form: "percent", isPercent: true, unit: "" });
  });

  it("canonical units compare across spellings and languages", () => {
    expect(canonicalUnit("Kilometres")).toBe("km");
    expect(canonicalUnit("hours")).toBe("h");
    expect(canonicalUnit("heures")).toBe("h");
    expect(canonicalUnit("cm3")).toBe("cm^3");
    expect(canonicalUnit("cm")).not.toBe(canonicalUnit("m"));
  });
});
