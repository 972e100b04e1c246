import type { Transaction } from "kysely";
import type { Database } from "../database.ts";
import type { DemoIds } from "./demo-portal.ts";

const MINUTE = 60_000;

/**
 * The demo's conversations (issue 12), already read by both sides: Sam and his tutor Tomás about
 * this week's work, and Priya with Tomás about Mia. Messages written after the seed are unread as usual.
 */
export async function seedDemoMessages(tx: Transaction<Database>, ids: DemoIds, now = new Date()) {
  const yesterday = (hour: number, minute = 0) => {
    const d = new Date(now.getTime() - 24 * 60 * MINUTE);
    d.setUTCHours(hour, minute, 0, 0);
    return d;
  };
  const conversations = [
    {
      studentId: ids.studentId,
      readers: [ids.studentUserId, ids.tutorId],
      messages: [
        {
          from: ids.tutorId,
          staff: true,
          at: yesterday(16, 5),
          body: "Hi Sam! Great work on the quadratics quiz. Before Friday, try the practice set on factorising — the last three are the tricky ones.",
        },
        {
          from: ids.studentUserId,
          staff: false,
          at: yesterday(17, 40),
          body: "Thanks! I did the first five. Number 7 keeps coming out wrong, can we look at it on Friday?",
        },
        {
          from: ids.tutorId,
          staff: true,
          at: yesterday(18, 2),
          body: "Of course. Bring your working and we'll start there.",
        },
      ],
    },
    ...(ids.childIds[0] === undefined
      ? []
      : [
          {
            studentId: ids.childIds[0],
            readers: [ids.parentId, ids.tutorId],
            messages: [
              {
                from: ids.parentId,
                staff: false,
                at: yesterday(19, 15),
                body: "Hello Tomás, Mia loved the French circle. Is there homework she should do before Saturday?",
              },
              {
                from: ids.tutorId,
                staff: true,
                at: yesterday(19, 48),
                body: "Hi Priya! Just the greetings flashcards in her library — ten minutes a day is plenty.",
              },
            ],
          },
        ]),
  ];
  for (const conversation of conversations) {
    const last = conversation.messages.at(-1)!;
    const thread = await tx
      .insertInto("message_threads")
      .values({
        kind: "tutor",
        student_id: conversation.studentId,
        tutor_user_id: ids.tutorId,
        created_at: conversation.messages[0]!.at,
        last_message_at: last.at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = await tx
      .insertInto("messages")
      .values(
        conversation.messages.map((m) => ({
          thread_id: thread.id,
          sender_user_id: m.from,
          from_staff: m.staff,
          body: m.body,
          created_at: m.at,
        })),
      )
      .returning("id")
      .execute();
    const newest = Math.max(...rows.map((r) => r.id));
    await tx
      .insertInto("message_reads")
      .values(
        conversation.readers.map((user_id) => ({
          thread_id: thread.id,
          user_id,
          last_read_message_id: newest,
          read_at: last.at,
        })),
      )
      .execute();
  }
}
