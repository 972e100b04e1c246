import { describe, expect, it } from "vitest";
import {
  channelsFor,
  DEFAULT_CHANNELS,
  lessonChangeHearers,
  recipientsExcept,
} from "./notification-rules.ts";

describe("how a person hears of what happened (issue 21: the bell, and e-mail where allowed)", () => {
  it("with no choice made, both the bell and e-mail are on", () => {
    expect(DEFAULT_CHANNELS).toEqual({ bell: true, email: true });
    expect(channelsFor(undefined, true)).toEqual({ bell: true, email: true });
  });

  it("a stored choice is kept, per channel", () => {
    expect(channelsFor({ bell: true, email: false }, true)).toEqual({ bell: true, email: false });
    expect(channelsFor({ bell: false, email: true }, true)).toEqual({ bell: false, email: true });
    expect(channelsFor({ bell: false, email: false }, true)).toEqual({ bell: false, email: false });
  });

  it("no e-mail address, no e-mail, whatever was chosen", () => {
    expect(channelsFor(undefined, false)).toEqual({ bell: true, email: false });
    expect(channelsFor({ bell: false, email: true }, false)).toEqual({ bell: false, email: false });
  });
});

describe("who hears of a lesson booked, moved or cancelled", () => {
  it("a family's change reaches the tutor only", () => {
    expect(lessonChangeHearers({ role: "parent", isLessonTutor: false })).toEqual({
      tutor: true,
      family: false,
    });
    expect(lessonChangeHearers({ role: "student", isLessonTutor: false })).toEqual({
      tutor: true,
      family: false,
    });
  });

  it("the tutor's own change reaches the family only", () => {
    expect(lessonChangeHearers({ role: "tutor", isLessonTutor: true })).toEqual({
      tutor: false,
      family: true,
    });
  });

  it("an admin's change reaches both", () => {
    expect(lessonChangeHearers({ role: "admin", isLessonTutor: false })).toEqual({
      tutor: true,
      family: true,
    });
  });
});

describe("the people an event reaches", () => {
  it("leaves out the person who caused it, empty places and repeats", () => {
    expect(recipientsExcept(["a", "b", null, undefined, "a", "me"], "me")).toEqual(["a", "b"]);
  });
});
