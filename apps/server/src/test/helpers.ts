import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/connect.ts";
import type { UserRow } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { hashPassword } from "../lib/password.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database: an in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a schema of its own on that PostgreSQL server (dropped on close).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const database = url
    ? await openPostgres(url, `test_${crypto.randomBytes(6).toString("hex")}`)
    : await openPglite(undefined, pgliteTemplate());
  // From the template this finds every migration applied; it still runs, so a template can't go stale.
  await migrate(database);
  return startApp(database, env, extend);
}

let template: Blob | undefined;

/** The migrated database the run's global set-up saved (test/global-setup.ts), read once per file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file || !fs.existsSync(file)) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A second app on `first`'s PostgreSQL schema, signing tokens with the same secret: another server
 * process behind a load balancer, with its own pool, listening connection and memory. Needs
 * TEST_DATABASE_URL.
 */
export async function buildSecondProcess(
  first: TestApp,
  env: Record<string, string> = {},
  options: { hearsLateMs?: number } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("A second process needs TEST_DATABASE_URL (a PostgreSQL server)");
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
    first.database.db,
  );
  const database = await openPostgres(url, rows[0]!.schema);
  if (options.hearsLateMs) hearLate(database, options.hearsLateMs);
  return startApp(database, env, (app) => {
    app.deps.tokens = first.app.deps.tokens;
  });
}

/**
 * A busy process: every notification of the database reaches it `ms` late (in order), as when its
 * event loop is slow to read the listening connection. Not a clock the test asserts on: what it
 * proves must hold however late the notifications come.
 */
function hearLate(database: DatabaseHandle, ms: number): void {
  const listen = database.listen.bind(database);
  database.listen = (channel, onMessage, ...rest) =>
    listen(channel, (payload) => setTimeout(() => onMessage(payload), ms), ...rest);
}

/** The real app on an open database, with the tests' configuration; closes the database on failure. */
async function startApp(
  database: DatabaseHandle,
  env: Record<string, string>,
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DATA_DIR: path.join(os.tmpdir(), "tutoring-test-unused"),
    WEB_DIST: path.join(os.tmpdir(), "tutoring-no-web-dist"),
    APP_URL: "http://app.test",
    ...env,
  });
  const app = await buildApp({ config, database, jwtSecret: crypto.randomBytes(32).toString("hex") });
  extend?.(app);
  try {
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The real app on a fresh database for a test file: built before its tests, closed after them
 * (issue 22: one line instead of the set-up every file repeated). Use at the file's top level:
 * `const t = useTestApp();`. The file's own `beforeAll` runs after the app is built.
 */
export function useTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(env, extend));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = "correct-horse-1";

/** Inserts a user directly (any role, admins too); answers the row and a valid token. */
export async function createUser(
  t: TestApp,
  overrides: Partial<
    Pick<UserRow, "role" | "tutor_status" | "first_name" | "last_name" | "email" | "username">
  > = {},
): Promise<{ user: UserRow & { email: string }; token: string }> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const suffix = crypto.randomBytes(5).toString("hex");
  const role = overrides.role ?? "student";
  const user = await t.database.db
    .insertInto("users")
    .values({
      username: overrides.username ?? `user_${suffix}`,
      email: overrides.email ?? `user_${suffix}@example.test`,
      password_hash: await cachedHash,
      first_name: overrides.first_name ?? "Test",
      last_name: overrides.last_name ?? "User",
      role,
      tutor_status: role === "tutor" ? (overrides.tutor_status ?? "approved") : null,
      avatar_url: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await t.app.deps.tokens.sign({ userId: user.id, tokenVersion: user.token_version });
  return { user: { ...user, email: user.email ?? "" }, token };
}

/** A unique, valid registration payload. */
export function registration(overrides: Record<string, unknown> = {}) {
  const suffix = crypto.randomBytes(5).toString("hex");
  return {
    username: `new_${suffix}`,
    email: `new_${suffix}@example.test`,
    password: "a-strong-password",
    firstName: "Nia",
    lastName: "Walker",
    userType: "student",
    ...overrides,
  };
}

/** Sends JSON through the app, optionally with a bearer token. */
export function call(
  t: TestApp,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

/** Counts the rows of a table, to show that a refused request changed nothing. */
export async function countRows(
  t: TestApp,
  table:
    | "users"
    | "student_profiles"
    | "auth_tokens"
    | "email_outbox"
    | "interest_signups"
    | "contact_requests"
    | "payments"
    | "purchase_requests"
    | "invoices"
    | "credit_packages",
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest e-mail sent to an address, and the token in its link. */
export async function lastEmailTo(
  t: TestApp,
  to: string,
): Promise<{ subject: string; token: string | null }> {
  const row = await t.database.db
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("to_email", "=", to)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = /token=([A-Za-z0-9_-]+)/.exec(row.text_body);
  return { subject: row.subject, token: match?.[1] ?? null };
}

/** A student user with their own profile; answers the user, token and profile id. */
export async function createStudent(
  t: TestApp,
  profile: { age?: number; first_name?: string; last_name?: string } = {},
) {
  const { user, token } = await createUser(t, {
    role: "student",
    ...(profile.first_name ? { first_name: profile.first_name } : {}),
    ...(profile.last_name ? { last_name: profile.last_name } : {}),
  });
  const row = await t.database.db
    .insertInto("student_profiles")
    .values({
      user_id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      age: profile.age ?? 14,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { user, token, studentId: row.id };
}

/** A parent with children of the given ages; answers the token and the children's ids. */
export async function createParent(t: TestApp, ages: number[] = [10, 15]) {
  const { user, token } = await createUser(t, { role: "parent" });
  const childIds: number[] = [];
  for (const [i, age] of ages.entries()) {
    const row = await t.database.db
      .insertInto("student_profiles")
      .values({ parent_user_id: user.id, first_name: `Child${i}`, last_name: "Family", age })
      .returning("id")
      .executeTakeFirstOrThrow();
    childIds.push(row.id);
  }
  return { user, token, childIds };
}

/** A content item of the library. */
export async function createContent(
  t: TestApp,
  item: {
    title?: string;
    content_type?: "material" | "video" | "quiz" | "homework";
    subject?: string;
    topics?: string[];
  } = {},
) {
  const row = await t.database.db
    .insertInto("content_items")
    .values({
      title: item.title ?? "Fractions basics",
      description: "Learn to add fractions",
      content_type: item.content_type ?? "material",
      subject: item.subject ?? "Mathematics",
      difficulty: "beginner",
      topics: JSON.stringify(item.topics ?? ["fractions"]),
      material_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A course with one unit of lessons, each with a deck and practice questions; answers the ids. */
export async function createLessons(
  t: TestApp,
  count = 2,
  options: { cards?: number; subject?: string } = {},
): Promise<{ courseId: number; moduleId: number; materialIds: number[] }> {
  const suffix = crypto.randomBytes(4).toString("hex");
  const course = await t.database.db
    .insertInto("courses")
    .values({
      slug: `course-${suffix}`,
      title: "Algebra test course",
      subject: options.subject ?? "Mathematics",
      grade_band: "9-12",
      description: "A course",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const unit = await t.database.db
    .insertInto("modules")
    .values({
      course_id: course.id,
      slug: `unit-${suffix}`,
      title: "Linear equations",
      description: "A unit",
      position: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const materialIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const questions = [
      { id: "q1", type: "numeric", question: "Solve $x + 3 = 5$.", correctAnswer: "2", hint: "Take 3 away." },
      {
        id: "q2",
        type: "algebraic",
        question: "Expand $2(x+1)$.",
        correctAnswer: "2x + 2",
        hint: "Multiply each term.",
      },
      {
        id: "q3",
        type: "multiple_choice",
        question: "Which is a solution of $x^2 = 9$?",
        options: [
          { id: "a", text: "3" },
          { id: "b", text: "9" },
        ],
        correctAnswer: "a",
        hint: "Square each.",
      },
    ];
    const row = await t.database.db
      .insertInto("material_templates")
      .values({
        slug: `lesson-${suffix}-${i}`,
        module_id: unit.id,
        step_number: i + 1,
        title: `Lesson ${i + 1}`,
        subject: options.subject ?? "Mathematics",
        body: "Solve for $x$.",
        tags: JSON.stringify(["algebra"]),
        prerequisites: "[]",
        examples: "[]",
        deck_structure: JSON.stringify(
          Array.from({ length: options.cards ?? 3 }, (_, c) => ({ title: `Card ${c}`, body: "..." })),
        ),
        practice: JSON.stringify(questions),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("content_items")
      .values({
        title: `Lesson ${i + 1}`,
        description: null,
        content_type: "material",
        subject: "Mathematics",
        topics: "[]",
        material_id: row.id,
      })
      .execute();
    materialIds.push(row.id);
  }
  return { courseId: course.id, moduleId: unit.id, materialIds };
}
