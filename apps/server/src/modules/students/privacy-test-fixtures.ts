import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { expect } from "vitest";
import { call, createParent, createUser, TEST_PASSWORD, type TestApp } from "../../test/helpers.ts";
import { attachmentDir } from "../assignments/attachment-files.ts";
import { avatarDir } from "./avatar-files.ts";

const letters = (n: number) =>
  Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");

/** A name found nowhere else, so a scan of every text column can tell whether any of it is left. */
const uniqueName = () => ({ first: `Zelda${letters(5)}`, last: `Quixworth${letters(5)}` });

/**
 * A parent's child (Zelda Quixworth and a few letters) with a login and a row in every table that can hold
 * something about them, and the three kinds of uploaded file on disk.
 */
export async function buildChildEverywhere(t: TestApp, dataDir: string) {
  const parent = await createParent(t, [11]);
  const studentId = parent.childIds[0]!;
  const db = t.database.db;
  const name = uniqueName();
  await sql`UPDATE student_profiles SET first_name = ${name.first}, last_name = ${name.last}
    WHERE id = ${studentId}`.execute(db);
  const login = await call(t, "POST", `/api/family/children/${studentId}/login`, {
    token: parent.token,
    body: { username: `kid_${crypto.randomBytes(4).toString("hex")}`, password: TEST_PASSWORD },
  });
  expect(login.statusCode).toBe(201);
  const { user_id: childUserId } = await db
    .selectFrom("student_profiles")
    .select("user_id")
    .where("id", "=", studentId)
    .executeTakeFirstOrThrow();
  const tutor = await createUser(t, { role: "tutor" });
  const run = (query: ReturnType<typeof sql>) => query.execute(db);

  const avatar = `${crypto.randomBytes(16).toString("hex")}.png`;
  fs.mkdirSync(avatarDir(dataDir), { recursive: true });
  fs.writeFileSync(path.join(avatarDir(dataDir), avatar), Buffer.from("avatar-bytes"));
  await run(sql`UPDATE student_profiles SET avatar_file_id = ${avatar} WHERE id = ${studentId}`);

  const material = await sql<{ id: number }>`
    INSERT INTO material_templates (slug, title, subject, body)
    VALUES (${`m-${crypto.randomBytes(4).toString("hex")}`}, 'Fractions', 'Mathematics', 'Body')
    RETURNING id`.execute(db);
  const materialId = material.rows[0]!.id;
  const content = await sql<{ id: number }>`
    INSERT INTO content_items (title, content_type, subject) VALUES ('Fractions', 'material', 'Mathematics')
    RETURNING id`.execute(db);
  const contentId = content.rows[0]!.id;
  const lesson = await sql<{ id: number }>`
    INSERT INTO lessons (student_id, tutor_user_id, title, lesson_type, starts_at, duration_minutes, status)
    VALUES (${studentId}, ${tutor.user.id}, 'Past lesson', 'tutor', now() - interval '2 days', 60, 'completed')
    RETURNING id`.execute(db);
  const creditPackage = await sql<{ id: number }>`
    INSERT INTO credit_packages (student_id, credit_type, total, expires_at)
    VALUES (${studentId}, 'tutor-session', 5, now() + interval '300 days') RETURNING id`.execute(db);
  await run(sql`INSERT INTO lesson_notes (lesson_id, author_user_id, body)
    VALUES (${lesson.rows[0]!.id}, ${tutor.user.id}, 'Good progress')`);
  await run(
    sql`INSERT INTO tutor_student_assignments (tutor_user_id, student_id) VALUES (${tutor.user.id}, ${studentId})`,
  );
  await run(sql`INSERT INTO credit_movements (package_id, delta, reason, lesson_id)
    VALUES (${creditPackage.rows[0]!.id}, -1, 'Lesson', ${lesson.rows[0]!.id})`);
  await run(sql`INSERT INTO invoices (number, payer_user_id, student_id, description, amount_cents, status)
    VALUES (${`INV-${crypto.randomBytes(4).toString("hex")}`}, ${parent.user.id}, ${studentId}, ${`5 lessons for ${name.first}`}, 10000, 'paid')`);
  await run(sql`INSERT INTO purchase_requests (payer_user_id, student_id, offer_name, credit_type, credits, amount_cents, currency, method, reference)
    VALUES (${parent.user.id}, ${studentId}, 'Tutor 5-pack', 'tutor-session', 5, 22500, 'USD', 'bank-transfer', ${`BP-${crypto.randomBytes(4).toString("hex")}`})`);
  await run(sql`INSERT INTO payments (kind, payer_user_id, student_id, amount_cents, currency, method, description, credit_package_id)
    VALUES ('payment', ${parent.user.id}, ${studentId}, 22500, 'USD', 'manual', ${`Tutor 5-pack for ${name.first}`}, ${creditPackage.rows[0]!.id})`);
  await run(sql`INSERT INTO content_favourites (student_id, content_id) VALUES (${studentId}, ${contentId})`);
  await run(sql`INSERT INTO content_access (student_id, content_id) VALUES (${studentId}, ${contentId})`);
  const assignment = await sql<{ id: number }>`
    INSERT INTO assignments (student_id, assigned_by, assignment_type, title)
    VALUES (${studentId}, ${tutor.user.id}, 'homework', 'Worksheet') RETURNING id`.execute(db);
  const assignmentId = assignment.rows[0]!.id;
  const attachment = `${crypto.randomBytes(16).toString("hex")}.txt`;
  fs.mkdirSync(attachmentDir(dataDir), { recursive: true });
  fs.writeFileSync(path.join(attachmentDir(dataDir), attachment), "my answers");
  await run(sql`INSERT INTO assignment_files (assignment_id, file_id, original_name, content_type, size_bytes, uploaded_by)
    VALUES (${assignmentId}, ${attachment}, 'answers.txt', 'text/plain', 10, ${childUserId})`);
  await run(sql`INSERT INTO assignment_comments (assignment_id, author_user_id, author_role, body)
    VALUES (${assignmentId}, ${parent.user.id}, 'parent', 'Done at home')`);
  const quiz = await sql<{ id: number }>`
    INSERT INTO quizzes (title, subject, questions, created_by) VALUES ('Quiz', 'Maths', '[]', ${tutor.user.id})
    RETURNING id`.execute(db);
  await run(sql`INSERT INTO quiz_attempts (quiz_id, student_id, assignment_id, attempt_key, correct_count, question_count, score, total_points)
    VALUES (${quiz.rows[0]!.id}, ${studentId}, ${assignmentId}, 'a1', 1, 1, 1, 1)`);
  await run(sql`INSERT INTO xp_ledger (student_id, amount, reason, idempotency_key, activity_date)
    VALUES (${studentId}, 20, 'Practice', 'k1', current_date)`);
  await run(sql`INSERT INTO cash_ledger (student_id, amount_cents, reason, granted_by, idempotency_key)
    VALUES (${studentId}, 500, 'Streak', ${parent.user.id}, 'cash-1')`);
  await run(sql`INSERT INTO persona_traits (student_id, trait_key, value, confidence, source)
    VALUES (${studentId}, 'tone', 'friendly', 0.9, 'test')`);
  await run(
    sql`INSERT INTO answer_sets (id, student_id, kind, items) VALUES (${crypto.randomUUID()}, ${studentId}, 'practice', '[]')`,
  );
  await run(sql`INSERT INTO question_attempts (student_id, material_id, question_id, answer, is_correct, score, evaluation_method, evaluation_sub_method, correct_answer)
    VALUES (${studentId}, ${materialId}, 'q1', '2', true, 1, 'exact', 'exact', '2')`);
  await run(
    sql`INSERT INTO material_progress (student_id, material_id) VALUES (${studentId}, ${materialId})`,
  );
  await run(sql`INSERT INTO review_cards (student_id, material_id, question_id, stability, difficulty, last_review_at, due_at)
    VALUES (${studentId}, ${materialId}, 'q1', 1, 5, now(), now())`);
  await run(sql`INSERT INTO xp_question_days (student_id, material_id, question_id, day, has_correct)
    VALUES (${studentId}, ${materialId}, 'q1', current_date, true)`);
  await run(sql`INSERT INTO question_reveals (student_id, material_id, question_id, day)
    VALUES (${studentId}, ${materialId}, 'q1', current_date)`);
  await run(
    sql`INSERT INTO python_exercise_work (student_id, exercise_slug, code) VALUES (${studentId}, 'shout', 'print(1)')`,
  );
  await run(
    sql`INSERT INTO python_attempts (student_id, exercise_slug, code, passed) VALUES (${studentId}, 'shout', 'print(1)', false)`,
  );
  await run(
    sql`INSERT INTO python_files (student_id, name, content) VALUES (${studentId}, 'main.py', 'print(1)')`,
  );
  await run(
    sql`INSERT INTO student_avatars (student_id, config) VALUES (${studentId}, '{"skin":"#f1c27d"}')`,
  );
  const session = await sql<{ id: number }>`INSERT INTO tutor_sessions (student_id, material_id)
    VALUES (${studentId}, ${materialId}) RETURNING id`.execute(db);
  await run(sql`INSERT INTO tutor_messages (session_id, role, body)
    VALUES (${session.rows[0]!.id}, 'student', 'What is a fraction?')`);
  await run(sql`INSERT INTO tutor_hint_uses (student_id, material_id, question_id, day, rungs)
    VALUES (${studentId}, ${materialId}, 'q1', current_date, 1)`);
  await run(sql`INSERT INTO tutor_settings (student_id, outside_model_allowed, decided_by)
    VALUES (${studentId}, false, ${parent.user.id})`);
  await run(
    sql`INSERT INTO game_preferences (student_id, favorite_games) VALUES (${studentId}, '["flashcards-1"]')`,
  );
  await run(
    sql`INSERT INTO parent_consent_emails (student_id, to_email) VALUES (${studentId}, 'p@example.test')`,
  );
  await run(
    sql`INSERT INTO feedback (user_id, page, message) VALUES (${childUserId}, '/student', 'I like it')`,
  );
  await run(sql`INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at)
    VALUES (${childUserId}, 'reset-password', ${crypto.randomBytes(16).toString("hex")}, now() + interval '1 hour')`);
  const thread = await sql<{ id: number }>`INSERT INTO message_threads (kind, student_id, tutor_user_id)
    VALUES ('tutor', ${studentId}, ${tutor.user.id}) RETURNING id`.execute(db);
  const message = await sql<{ id: number }>`INSERT INTO messages (thread_id, sender_user_id, from_staff, body)
    VALUES (${thread.rows[0]!.id}, ${childUserId}, false, 'Hello') RETURNING id`.execute(db);
  const messageFile = `${crypto.randomBytes(16).toString("hex")}.txt`;
  fs.mkdirSync(attachmentDir(dataDir, "messages"), { recursive: true });
  fs.writeFileSync(path.join(attachmentDir(dataDir, "messages"), messageFile), "my drawing");
  await run(sql`INSERT INTO message_attachments (thread_id, message_id, file_id, original_name, content_type, size_bytes, uploaded_by)
    VALUES (${thread.rows[0]!.id}, ${message.rows[0]!.id}, ${messageFile}, 'drawing.txt', 'text/plain', 10, ${childUserId})`);
  await run(sql`INSERT INTO message_reads (thread_id, user_id, last_read_message_id)
    VALUES (${thread.rows[0]!.id}, ${childUserId}, ${message.rows[0]!.id})`);
  await run(
    sql`INSERT INTO calendar_feed_tokens (user_id, token) VALUES (${childUserId}, ${crypto.randomBytes(16).toString("hex")})`,
  );
  const notification = await sql<{
    id: number;
  }>`INSERT INTO notifications (title, body, audience, recipient_count)
    VALUES ('Welcome', 'Hello all', '{"kind":"everyone"}', 1) RETURNING id`.execute(db);
  await run(sql`INSERT INTO notification_recipients (notification_id, user_id)
    VALUES (${notification.rows[0]!.id}, ${childUserId})`);
  // What the platform told the tutor about the child (decision 042), and the child's own choices.
  const aboutChild = await sql<{ id: number }>`INSERT INTO notifications
    (title, body, audience, recipient_count, kind, about_student_id)
    VALUES (${`Homework handed in: ${name.first}`}, ${`${name.first} handed in Fractions.`},
      '{"kind":"system"}', 1, 'homework-handed-in', ${studentId}) RETURNING id`.execute(db);
  await run(sql`INSERT INTO notification_recipients (notification_id, user_id)
    VALUES (${aboutChild.rows[0]!.id}, ${tutor.user.id})`);
  await run(sql`INSERT INTO notification_preferences (user_id, kind, bell, email)
    VALUES (${childUserId}, 'homework-graded', true, false)`);
  // An admin's change about the child: its snapshot names the child.
  await run(sql`INSERT INTO audit_log (actor_name, action, entity_type, entity_id, before, after)
    VALUES ('Ada Admin', 'lesson.cancel', 'lesson', ${String(lesson.rows[0]!.id)},
      ${JSON.stringify({ lesson: { student_id: studentId, student_name: `${name.first} ${name.last}` } })},
      ${JSON.stringify({ status: "cancelled", student_id: studentId })})`);
  return { name, parent, studentId, childUserId: childUserId!, avatar, attachment, messageFile };
}
