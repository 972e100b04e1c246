import type { Deps } from "../../deps.ts";
import { listOutboxEmails } from "./outbox.repository.ts";

/** The outbox as an admin reads it. */
export async function listOutbox(deps: Deps) {
  const rows = await listOutboxEmails(deps.db, 100);
  return {
    emails: rows.map((r) => ({
      id: r.id,
      to: r.to_email,
      subject: r.subject,
      text: r.text_body,
      created_at: new Date(r.created_at).toISOString(),
      sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      last_error: r.last_error,
    })),
  };
}
