import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/database.ts";
import { insertOutboxEmail, markOutboxEmail } from "./mailer.repository.ts";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends e-mail: every message is written to the outbox (admins can read it), then delivered by
 * SMTP where SMTP_URL is configured; otherwise it is only logged (decisions.md 6).
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  /** Queues an e-mail and tries to deliver it; delivery failure is recorded, not thrown. */
  async send(email: OutgoingEmail): Promise<void> {
    const id = await insertOutboxEmail(this.db, email);
    if (!this.transport) {
      this.log.info({ outboxId: id, to: email.to, subject: email.subject }, "e-mail written to the outbox");
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, ...email });
      await markOutboxEmail(this.db, id, null);
    } catch (error) {
      this.log.error({ err: error, outboxId: id }, "e-mail delivery failed");
      await markOutboxEmail(this.db, id, (error as Error).message);
    }
  }
}
