import { describe, expect, it } from "vitest";
import { FRENCH_CIRCLE, FRENCH_CIRCLE_TEXT, numberWord } from "./french-circles.ts";

describe("the French circles' facts (issue 21: one source)", () => {
  it("are one hour, six seats at most and one tutor-session credit a seat, over twelve weeks", () => {
    expect(FRENCH_CIRCLE).toEqual({ minutes: 60, seats: 6, creditsPerSeat: 1, weeks: 12 });
    expect(FRENCH_CIRCLE_TEXT).toEqual({
      duration: "one hour",
      seats: "six students",
      seatPrice: "one tutor-session credit",
      others: "five others",
      term: "twelve weeks",
    });
  });

  it("writes small numbers in words and larger ones in digits", () => {
    expect(numberWord(8)).toBe("eight");
    expect(numberWord(12)).toBe("twelve");
    expect(numberWord(30)).toBe("30");
  });
});
