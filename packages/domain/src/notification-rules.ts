/*
 * Who hears of what happened, and how (issue 21, docs/decisions/042-notifications-at-each-step.md).
 * The platform tells the other side of each step: the tutor when a family books, moves or cancels;
 * the family when the tutor (or an admin) moves or cancels; the student and parent when homework is
 * set or graded; whoever set it when it is handed in; the payer when a bank transfer is confirmed.
 * Each person chooses, per kind, the bell and e-mail; nothing chosen means both on.
 */

/** A person's choice for one kind of notification. */
export interface NotificationChannels {
  bell: boolean;
  email: boolean;
}

/** What a person who never opened the preferences gets: the bell and an e-mail. */
export const DEFAULT_CHANNELS: Readonly<NotificationChannels> = { bell: true, email: true };

/**
 * How one person hears of one event: their stored choice or the default, and e-mail only where
 * they have an address (a child's login made by a parent may have none).
 */
export function channelsFor(
  stored: NotificationChannels | undefined,
  hasEmailAddress: boolean,
): NotificationChannels {
  const choice = stored ?? DEFAULT_CHANNELS;
  return { bell: choice.bell, email: choice.email && hasEmailAddress };
}

/** Who made a change to a lesson, as the rule needs it. */
export interface LessonChangeActor {
  role: "student" | "parent" | "tutor" | "admin";
  /** Whether the actor is this lesson's tutor. */
  isLessonTutor: boolean;
}

/**
 * Who hears of a lesson booked, moved or cancelled: the tutor unless they made the change
 * themself; the family (the student's login and the parent) when the tutor or an admin made it.
 */
export function lessonChangeHearers(actor: LessonChangeActor): { tutor: boolean; family: boolean } {
  const byTutor = actor.role === "tutor" && actor.isLessonTutor;
  return { tutor: !byTutor, family: byTutor || actor.role === "admin" };
}

/** The people one event reaches, without the person who caused it and without repeats. */
export function recipientsExcept(userIds: readonly (string | null | undefined)[], actorId: string): string[] {
  return [...new Set(userIds.filter((id): id is string => typeof id === "string" && id !== actorId))];
}
