import type { StreamEvent } from "@app/contract/messages";
import type { Deps } from "../../deps.ts";
import type { AuthUser } from "../../lib/auth-user.ts";
import { presentMessage } from "./messages.presenter.ts";
import * as repo from "./messages.repository.ts";
import { accessOf, loadThreadFacts, type ThreadFacts } from "./messages-access.ts";

interface Subscriber {
  user: AuthUser;
  send(event: StreamEvent): void;
  /** Ends the stream (the client reconnects, signing in again). */
  end(): void;
}

/**
 * Live delivery in one process (issue 12). The database announces every new message on the change
 * feed (migration 018's trigger, on commit): on PostgreSQL every process listening hears it,
 * whichever process wrote it, so each one delivers to the streams open on it. Each message is
 * read once and offered to every subscriber the rule lets read its thread. When the feed may have
 * missed something (its connection came back), every stream is told to fetch again.
 */
export class MessageHub {
  private readonly subscribers = new Set<Subscriber>();
  /** One announcement at a time, so messages reach a stream in the order they were sent. */
  private queue: Promise<void> = Promise.resolve();
  /** Messages this process already delivered as it sent them: their announcement is skipped. */
  private readonly sentHere = new Set<number>();

  constructor(private readonly deps: Deps) {
    deps.changes.onChange("messages", (id) => {
      if (!id || this.subscribers.size === 0) return;
      this.queue = this.queue.then(() => this.deliver(id)).catch(() => this.broadcast({ type: "resync" }));
    });
    deps.changes.onChange("message_reads", (id) => this.readMarkMoved(id));
    // The bell shares the stream (issue 21): one connection per page for messages and notifications.
    deps.changes.onChange("notification_recipients", (userId) => {
      for (const subscriber of this.subscribers)
        if (subscriber.user.id === userId) subscriber.send({ type: "notification" });
    });
    deps.changes.onReset(() => this.broadcast({ type: "resync" }));
    // A changed account (role, sign-out everywhere, a new password, deletion) keeps no stream open
    // with what it could do before: the client reconnects and is checked again.
    deps.changes.onChange("users", (id) => {
      for (const subscriber of [...this.subscribers]) if (subscriber.user.id === id) subscriber.end();
    });
  }

  /** Adds a stream; answers the function that removes it. */
  subscribe(user: AuthUser, send: (event: StreamEvent) => void, end: () => void): () => void {
    const subscriber = { user, send, end };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * A message sent through this process, delivered to the streams open here at once, with what
   * the sender's request already read; the database's announcement then only reaches the others.
   */
  publish(
    thread: repo.ThreadRow,
    facts: ThreadFacts,
    row: repo.MessageRow,
    attachments: repo.AttachmentRow[],
  ) {
    this.sentHere.add(row.id);
    if (this.sentHere.size > 10_000) this.sentHere.delete(this.sentHere.values().next().value!);
    this.offer(thread, facts, row, attachments);
  }

  private offer(
    thread: repo.ThreadRow,
    facts: ThreadFacts,
    row: repo.MessageRow,
    attachments: repo.AttachmentRow[],
  ) {
    for (const subscriber of this.subscribers) {
      if (!accessOf(subscriber.user, thread, facts)) continue;
      subscriber.send({ type: "message", message: presentMessage(row, attachments, subscriber.user.id) });
    }
  }

  private broadcast(event: StreamEvent): void {
    for (const subscriber of this.subscribers) subscriber.send(event);
  }

  /** "<thread>:<message>": reads the message once and offers it to whoever may read the thread. */
  private async deliver(id: string): Promise<void> {
    const [threadId, messageId] = id.split(":").map(Number);
    if (!threadId || !messageId || this.sentHere.delete(messageId)) return;
    const [thread, row, attachments] = await Promise.all([
      repo.findThread(this.deps.db, threadId),
      repo.findMessage(this.deps.db, messageId),
      repo.listAttachments(this.deps.db, [messageId]),
    ]);
    if (!thread || !row) return;
    const facts = await loadThreadFacts(this.deps, [thread]);
    // Sent through this process while the rows were read: already delivered.
    if (this.sentHere.delete(messageId)) return;
    this.offer(thread, facts, row, attachments);
  }

  /** "<thread>:<user>": the reader's other tabs clear that thread's badge. */
  private readMarkMoved(id: string | null): void {
    if (!id) return;
    const colon = id.indexOf(":");
    const threadId = Number(id.slice(0, colon));
    const userId = id.slice(colon + 1);
    for (const subscriber of this.subscribers) {
      if (subscriber.user.id === userId) subscriber.send({ type: "read", thread_id: threadId });
    }
  }
}
