import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactMessage,
  type ContactMessagesResponse,
  type ContactReplyRequest,
  type ContactRequest,
  contactTopicLabel,
} from "@app/contract/contact";
import { PRODUCT_NAME } from "@app/contract/product";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import { conflict, notFound, tooManyRequests } from "../../lib/app-error.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import * as repo from "./contact.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most messages the admins' list holds at once. */
const LIST_LIMIT = 500;

/**
 * A visitor's message to the team, signed in or not. It only lands in the admins' inbox: nothing
 * is e-mailed to the address given (anyone can type anyone's address), so the form cannot be used
 * to send mail to a stranger. A robot that fills the hidden field is thanked and nothing is kept.
 */
export async function sendContactRequest(
  deps: Deps,
  log: FastifyBaseLogger,
  body: ContactRequest,
  now = new Date(),
): Promise<{ message: string }> {
  if (body.website) {
    log.info("contact form: the hidden field was filled; nothing stored");
    return { message: CONTACT_MESSAGES.sent };
  }
  const recent = await repo.countFromEmailSince(deps.db, body.email, new Date(now.getTime() - DAY_MS));
  if (recent >= CONTACT_LIMITS.perEmailPerDay) throw tooManyRequests(CONTACT_MESSAGES.tooManyFromEmail);
  await repo.insertContactRequest(deps.db, {
    name: body.name,
    email: body.email,
    topic: body.topic,
    message: body.message,
  });
  return { message: CONTACT_MESSAGES.sent };
}

function present(row: repo.ContactRequestRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    created_at: new Date(row.created_at).toISOString(),
    reply:
      row.reply !== null && row.replied_at !== null
        ? {
            text: row.reply,
            sent_at: new Date(row.replied_at).toISOString(),
            by: row.replied_by_name ?? "",
          }
        : null,
  };
}

/** The admins' inbox: unanswered messages first, then the newest. */
export async function listContactRequests(deps: Deps): Promise<ContactMessagesResponse> {
  const rows = await repo.listContactRequests(deps.db, LIST_LIMIT);
  return { requests: rows.map(present) };
}

/** The reply e-mail: the admin's words, signed, with the visitor's message quoted below. */
function replyEmail(request: repo.ContactRequestRow, reply: string, adminName: string) {
  const firstName = adminName.split(" ")[0] || "The team";
  const quoted = request.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to: request.email,
    subject: `Re: your message to ${PRODUCT_NAME} (${contactTopicLabel(request.topic)})`,
    text: `Hello ${request.name},\n\n${reply}\n\n${firstName}, ${PRODUCT_NAME}\n\nYou wrote on ${new Date(request.created_at).toISOString().slice(0, 10)}:\n${quoted}\n`,
  };
}

/**
 * An admin answers a message: the reply is stored with who sent it (and the audit log), then
 * e-mailed to the address that wrote (written to the outbox, sent by SMTP where configured).
 * A message is answered once here; the conversation goes on by e-mail.
 */
export async function replyToContactRequest(
  deps: Deps,
  actor: Actor,
  id: number,
  body: ContactReplyRequest,
  now = new Date(),
): Promise<{ request: ContactMessage }> {
  const { row, before } = await deps.db.transaction().execute(async (tx) => {
    const found = await repo.findContactRequestForUpdate(tx, id);
    if (!found) throw notFound(CONTACT_MESSAGES.notFound);
    if (found.replied_at !== null) throw conflict(CONTACT_MESSAGES.alreadyReplied);
    const updated = await repo.setReply(tx, id, { text: body.message, at: now, byName: actor.name });
    await recordAdminChange(tx, actor, {
      action: "contact.reply",
      entityType: "contact_request",
      entityId: id,
      after: { topic: found.topic, replied_at: now.toISOString() },
    });
    return { row: updated, before: found };
  });
  await deps.mailer.send(replyEmail(before, body.message, actor.name));
  return { request: present(row) };
}
