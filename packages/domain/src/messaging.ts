/**
 * Who may message whom (decisions.md 6 and 1): threads between a student (or their parent, on the
 * child's behalf) and the tutors assigned to that student now, and between any user and the
 * admins. A child under 13 still awaiting a parent's confirmation cannot message at all.
 */

export interface MessagingUser {
  id: string;
  role: "student" | "parent" | "tutor" | "admin";
  tutorStatus: "applicant" | "approved" | null;
}

/** The student a tutor thread is about, as the rule needs it. */
export interface MessagingStudent {
  /** The student's own login, if any. */
  userId: string | null;
  parentUserId: string | null;
  /** Under 13 with a login of their own, and no parent has confirmed yet. */
  isConsentPending: boolean;
  /** The tutors assigned to the student now (not the former ones). */
  currentTutorIds: readonly string[];
}

export type MessagingThread =
  | { kind: "tutor"; tutorUserId: string; student: MessagingStudent }
  | { kind: "support"; ownerUserId: string; isOwnerConsentPending: boolean };

/**
 * The two sides of a thread: the family (a student and their parent) or a user writing to support,
 * and the staff side (the student's tutor, or the admins).
 */
export type MessagingSide = "family" | "tutor" | "user" | "staff";

export type MessagingRefusal = "not-a-participant" | "tutor-not-assigned" | "consent-pending";

export type MessagingDecision =
  | { allowed: true; side: MessagingSide }
  | { allowed: false; reason: MessagingRefusal };

const refuse = (reason: MessagingRefusal): MessagingDecision => ({ allowed: false, reason });

/** Whether the user may read and write in a thread, and on which side. */
export function decideMessaging(user: MessagingUser, thread: MessagingThread): MessagingDecision {
  if (thread.kind === "support") {
    if (user.id !== thread.ownerUserId && user.role !== "admin") return refuse("not-a-participant");
    if (thread.isOwnerConsentPending) return refuse("consent-pending");
    return { allowed: true, side: user.id === thread.ownerUserId ? "user" : "staff" };
  }
  const { student } = thread;
  const isFamily =
    (user.role === "student" && student.userId === user.id) ||
    (user.role === "parent" && student.parentUserId === user.id);
  const isNamedTutor = user.role === "tutor" && user.id === thread.tutorUserId;
  if (!isFamily && !isNamedTutor) return refuse("not-a-participant");
  if (isNamedTutor) {
    const isCurrent = user.tutorStatus === "approved" && student.currentTutorIds.includes(user.id);
    if (!isCurrent) return refuse("tutor-not-assigned");
  } else if (!student.currentTutorIds.includes(thread.tutorUserId)) {
    // The family may no longer write to a tutor who is not theirs any more.
    return refuse("tutor-not-assigned");
  }
  if (student.isConsentPending) return refuse("consent-pending");
  return { allowed: true, side: isFamily ? "family" : "tutor" };
}

/** Whether a side speaks for the staff (a tutor or an admin): the flag each message carries. */
export function isStaffSide(side: MessagingSide): boolean {
  return side === "tutor" || side === "staff";
}

/** A message is unread for a reader when it came from the other side after their read mark. */
export function isUnreadFor(
  readerSide: MessagingSide,
  message: { id: number; fromStaff: boolean },
  lastReadId: number,
): boolean {
  return message.id > lastReadId && message.fromStaff !== isStaffSide(readerSide);
}

/** What a refusal tells the person (the server answers 403 with it). */
export const MESSAGING_REFUSAL_TEXT: Record<MessagingRefusal, string> = {
  "not-a-participant": "You can't message this person",
  "tutor-not-assigned": "This tutor is not assigned to this student now",
  "consent-pending": "Messages open once a parent confirms this account",
};
