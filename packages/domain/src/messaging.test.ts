import { describe, expect, it } from "vitest";
import {
  decideMessaging,
  isStaffSide,
  isUnreadFor,
  type MessagingStudent,
  type MessagingThread,
  type MessagingUser,
} from "./messaging.ts";

const student: MessagingUser = { id: "s1", role: "student", tutorStatus: null };
const parent: MessagingUser = { id: "p1", role: "parent", tutorStatus: null };
const tutor: MessagingUser = { id: "t1", role: "tutor", tutorStatus: "approved" };
const admin: MessagingUser = { id: "a1", role: "admin", tutorStatus: null };
const kid = (over: Partial<MessagingStudent> = {}): MessagingStudent => ({
  userId: "s1",
  parentUserId: "p1",
  isConsentPending: false,
  currentTutorIds: ["t1"],
  ...over,
});
const tutorThread = (over: Partial<MessagingStudent> = {}): MessagingThread => ({
  kind: "tutor",
  tutorUserId: "t1",
  student: kid(over),
});

describe("decideMessaging (decisions.md 6: a student or their parent and the tutors assigned to them)", () => {
  it("lets the student, their parent and the assigned tutor into their thread, on their sides", () => {
    expect(decideMessaging(student, tutorThread())).toEqual({ allowed: true, side: "family" });
    expect(decideMessaging(parent, tutorThread())).toEqual({ allowed: true, side: "family" });
    expect(decideMessaging(tutor, tutorThread())).toEqual({ allowed: true, side: "tutor" });
  });

  it("refuses another student, another parent, another tutor and admins", () => {
    const other = (u: MessagingUser) => decideMessaging({ ...u, id: "x" }, tutorThread());
    for (const u of [student, parent, tutor])
      expect(other(u)).toEqual({ allowed: false, reason: "not-a-participant" });
    expect(decideMessaging(admin, tutorThread())).toEqual({ allowed: false, reason: "not-a-participant" });
  });

  it("refuses a former or unassigned tutor, an applicant, and the family writing to a tutor no longer theirs", () => {
    expect(decideMessaging(tutor, tutorThread({ currentTutorIds: ["t2"] }))).toEqual({
      allowed: false,
      reason: "tutor-not-assigned",
    });
    expect(decideMessaging({ ...tutor, tutorStatus: "applicant" }, tutorThread())).toMatchObject({
      allowed: false,
    });
    expect(decideMessaging(student, tutorThread({ currentTutorIds: [] }))).toEqual({
      allowed: false,
      reason: "tutor-not-assigned",
    });
  });

  it("closes every thread of a child under 13 awaiting a parent's confirmation (decisions.md 1)", () => {
    for (const u of [student, parent, tutor]) {
      expect(decideMessaging(u, tutorThread({ isConsentPending: true }))).toEqual({
        allowed: false,
        reason: "consent-pending",
      });
    }
    const support: MessagingThread = { kind: "support", ownerUserId: "s1", isOwnerConsentPending: true };
    expect(decideMessaging(student, support)).toEqual({ allowed: false, reason: "consent-pending" });
  });
});

describe("support threads (any user and the admins)", () => {
  const support: MessagingThread = { kind: "support", ownerUserId: "t1", isOwnerConsentPending: false };
  it("lets the owner and every admin in, and nobody else", () => {
    expect(decideMessaging(tutor, support)).toEqual({ allowed: true, side: "user" });
    expect(decideMessaging({ ...tutor, tutorStatus: "applicant" }, support)).toEqual({
      allowed: true,
      side: "user",
    });
    expect(decideMessaging(admin, support)).toEqual({ allowed: true, side: "staff" });
    expect(decideMessaging(student, support)).toEqual({ allowed: false, reason: "not-a-participant" });
  });
});

describe("unread messages", () => {
  it("counts only the other side's messages after the reader's mark", () => {
    expect(isStaffSide("tutor")).toBe(true);
    expect(isStaffSide("family")).toBe(false);
    expect(isUnreadFor("family", { id: 5, fromStaff: true }, 4)).toBe(true);
    expect(isUnreadFor("family", { id: 5, fromStaff: false }, 4)).toBe(false);
    expect(isUnreadFor("family", { id: 4, fromStaff: true }, 4)).toBe(false);
    expect(isUnreadFor("staff", { id: 9, fromStaff: false }, 0)).toBe(true);
  });
});
