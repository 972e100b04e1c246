import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferences,
} from "@app/contract/notifications";
import { PRODUCT_NAME } from "@app/contract/product";
import { channelsFor, DEFAULT_CHANNELS, recipientsExcept } from "@app/domain/notification-rules";
import type { Deps } from "../../deps.ts";
import { badRequest } from "../../lib/app-error.ts";
import * as repo from "./notifications.repository.ts";

/*
 * What the platform tells people at each step (issue 21, docs/decisions/042): the bell and e-mail,
 * as each person chose for that kind (notification_preferences; nothing chosen is both on).
 */

export interface PlatformNote {
  kind: NotificationKind;
  /** Everyone the event concerns; the person who caused it, empty places and repeats are left out. */
  to: readonly (string | null | undefined)[];
  /** Who caused it (never told of their own doing). */
  actorId: string;
  title: string;
  body: string;
  /** Where the bell and the e-mail lead, inside the app. */
  linkUrl: string;
  /** The child it is about, so deleting the child's data deletes it. */
  aboutStudentId?: number | null;
}

/**
 * Tells people what happened, after the change is made: a bell entry for those who keep the bell
 * on, an e-mail (after the answer is sent, through the outbox) for those who keep e-mail on and
 * have an address. Answers how many each reached.
 */
export async function notifyPeople(deps: Deps, note: PlatformNote): Promise<{ bell: number; email: number }> {
  const ids = recipientsExcept(note.to, note.actorId);
  const people = await repo.listContacts(deps.db, ids);
  const stored = new Map(
    (
      await repo.listPreferencesOf(
        deps.db,
        people.map((p) => p.id),
        note.kind,
      )
    ).map((p) => [p.user_id, p]),
  );
  const bell: string[] = [];
  const email: string[] = [];
  for (const person of people) {
    const channels = channelsFor(stored.get(person.id), Boolean(person.email));
    if (channels.bell) bell.push(person.id);
    if (channels.email && person.email) email.push(person.email);
  }
  if (bell.length > 0)
    await repo.insertNotification(deps.db, {
      title: note.title,
      body: note.body,
      linkUrl: note.linkUrl,
      audience: repo.SYSTEM_AUDIENCE,
      sendEmail: email.length > 0,
      sentBy: null,
      userIds: bell,
      kind: note.kind,
      aboutStudentId: note.aboutStudentId ?? null,
    });
  if (email.length > 0) {
    const text = [
      note.body,
      "",
      `${deps.config.appUrl}${note.linkUrl}`,
      "",
      `You can choose which of these reach you, in the bell or by e-mail: ${deps.config.appUrl}/profile#notifications`,
    ].join("\n");
    deps.jobs.enqueue(`notification e-mails (${note.kind})`, async () => {
      for (const to of email) await deps.mailer.send({ to, subject: `${PRODUCT_NAME}: ${note.title}`, text });
    });
  }
  return { bell: bell.length, email: email.length };
}

type Role = "student" | "parent" | "tutor" | "admin";

const kindsFor = (role: Role) =>
  (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((kind) =>
    (NOTIFICATION_KINDS[kind].roles as readonly Role[]).includes(role),
  );

/** GET /api/notifications/preferences: the caller's choice for each kind that can reach them. */
export async function getPreferences(
  deps: Deps,
  user: { id: string; role: Role },
): Promise<NotificationPreferencesResponse> {
  const [stored, contact] = await Promise.all([
    repo.listMyPreferences(deps.db, user.id),
    repo.listContacts(deps.db, [user.id]),
  ]);
  const byKind = new Map(stored.map((p) => [p.kind, p]));
  return {
    preferences: kindsFor(user.role).map((kind) => {
      const choice = byKind.get(kind) ?? DEFAULT_CHANNELS;
      return { kind, label: NOTIFICATION_KINDS[kind].label, bell: choice.bell, email: choice.email };
    }),
    has_email: Boolean(contact[0]?.email),
  };
}

/** PUT /api/notifications/preferences: stores the choices; a kind that never reaches the caller is refused. */
export async function updatePreferences(
  deps: Deps,
  user: { id: string; role: Role },
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferencesResponse> {
  const mine = kindsFor(user.role);
  const foreign = input.preferences.filter((p) => !mine.includes(p.kind));
  if (foreign.length > 0)
    throw badRequest(NOTIFICATION_MESSAGES.kindNotYours, {
      preferences: foreign.map((p) => `${NOTIFICATION_MESSAGES.kindNotYours}: ${p.kind}`),
    });
  await repo.savePreferences(deps.db, user.id, input.preferences);
  return getPreferences(deps, user);
}
