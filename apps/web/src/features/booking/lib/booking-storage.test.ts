import { afterEach, describe, expect, it } from "vitest";
import { clearPendingBooking, readPendingBooking, savePendingBooking } from "./booking-storage";

const lesson = {
  kind: "lesson" as const,
  subject: { slug: "mathematics", name: "Mathematics" },
  tutor: { id: "0d6f3c1e-2a47-4c1b-9b7e-1f0a2b3c4d5e", name: "Tomás Rivera" },
  startsAt: "2030-03-03T15:00:00.000Z",
  duration: 60,
};

describe("booking-storage (spec 9): the choice kept across signing in or up", () => {
  afterEach(() => localStorage.clear());

  it("keeps a chosen slot under the spec's key and reads it back", () => {
    savePendingBooking(lesson);
    expect(JSON.parse(localStorage.getItem("booking-storage")!)).toEqual(lesson);
    expect(readPendingBooking()).toEqual(lesson);
    clearPendingBooking();
    expect(localStorage.getItem("booking-storage")).toBeNull();
  });

  it("keeps a group seat too", () => {
    const seat = {
      kind: "group" as const,
      sessionId: 7,
      title: "French circle",
      startsAt: lesson.startsAt,
      duration: 45,
    };
    savePendingBooking(seat);
    expect(readPendingBooking()).toEqual(seat);
  });

  it("forgets a choice whose time has passed, or that is not one", () => {
    savePendingBooking(lesson);
    expect(readPendingBooking(Date.parse("2030-03-03T15:00:00.000Z"))).toBeNull();
    localStorage.setItem("booking-storage", "{not json");
    expect(readPendingBooking()).toBeNull();
    localStorage.setItem("booking-storage", JSON.stringify({ kind: "lesson", startsAt: lesson.startsAt }));
    expect(readPendingBooking()).toBeNull();
  });
});
