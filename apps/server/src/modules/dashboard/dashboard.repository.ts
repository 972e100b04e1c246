import { type Kysely, sql } from "kysely";
import type { ContentType, Database } from "../../db/database.ts";

type Db = Kysely<Database>;

/** A student's lessons with the tutor's name; upcoming only when `from` is given. */
export function listLessons(db: Db, studentId: number, options: { from?: Date; limit: number }) {
  return db
    .selectFrom("lessons")
    .leftJoin("users", "users.id", "lessons.tutor_user_id")
    .select([
      "lessons.id",
      "lessons.title",
      "lessons.lesson_type",
      "lessons.starts_at",
      "lessons.duration_minutes",
      "lessons.status",
      "lessons.join_url",
      "users.first_name as tutor_first_name",
      "users.last_name as tutor_last_name",
    ])
    .where("lessons.student_id", "=", studentId)
    .$if(options.from !== undefined, (q) =>
      q.where("lessons.starts_at", ">=", options.from!).where("lessons.status", "=", "scheduled"),
    )
    .orderBy("lessons.starts_at", options.from ? "asc" : "desc")
    .limit(options.limit)
    .execute();
}

/** Credit packages of students with what remains of each (total plus every movement). */
export function listCreditPackages(db: Db, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("credit_packages")
    .leftJoin("credit_movements", "credit_movements.package_id", "credit_packages.id")
    .select([
      "credit_packages.id",
      "credit_packages.student_id",
      "credit_packages.credit_type",
      "credit_packages.total",
      "credit_packages.expires_at",
      sql<string>`credit_packages.total + coalesce(sum(credit_movements.delta), 0)`.as("remaining"),
    ])
    .where("credit_packages.student_id", "in", studentIds)
    .groupBy([
      "credit_packages.id",
      "credit_packages.student_id",
      "credit_packages.credit_type",
      "credit_packages.total",
      "credit_packages.expires_at",
    ])
    .orderBy("credit_packages.expires_at")
    .execute();
}

/** Invoices paid by a user, or about given students. */
export function listInvoices(db: Db, payerUserId: string | null, studentIds: number[]) {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(payerUserId ? [eb("payer_user_id", "=", payerUserId)] : []),
        ...(studentIds.length ? [eb("student_id", "in", studentIds)] : []),
        eb.val(false),
      ]),
    )
    .orderBy("issued_at", "desc")
    .limit(100)
    .execute();
}

/** A student's assignments with the linked content, due soonest first. */
export function listAssignments(db: Db, studentId: number) {
  return db
    .selectFrom("assignments")
    .leftJoin("content_items", "content_items.id", "assignments.content_id")
    .select([
      "assignments.id",
      "assignments.title",
      "assignments.description",
      "assignments.subject",
      "assignments.assignment_type",
      "assignments.due_date",
      "assignments.status",
      "assignments.priority",
      "assignments.estimated_time",
      "assignments.grade",
      "assignments.feedback",
      "assignments.created_at",
      "assignments.completed_at",
      "content_items.id as content_id",
      "content_items.title as content_title",
      "content_items.subject as content_subject",
      "content_items.difficulty as content_difficulty",
    ])
    .where("assignments.student_id", "=", studentId)
    .orderBy(sql`assignments.due_date asc nulls last`)
    .orderBy("assignments.id")
    .limit(500)
    .execute();
}

export interface LibraryFilter {
  studentId: number;
  search?: string;
  type?: ContentType;
  difficulty?: string;
  recentOnly: boolean;
  favouritesOnly: boolean;
  limit: number;
}

/** The words of a search, lower-cased letters and digits only (safe inside a tsquery). */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * At most this many matches are ranked, and counted: a broad term on a large library would
 * otherwise rank and count every match (a scan of the table); the earliest items (the
 * curriculum) come first among equals.
 */
export const LIBRARY_MATCH_CAP = 400;

/** Content items with the student's favourite flag and last access, filtered (total capped). */
export async function listLibrary(db: Db, filter: LibraryFilter) {
  const words = filter.search ? searchWords(filter.search) : [];
  const prefixQuery = words.map((w) => `${w}:*`).join(" & ");
  const rank = prefixQuery
    ? sql<number>`ts_rank(content_items.search_vector, to_tsquery('simple', ${prefixQuery}))`
    : sql<number>`0`;
  const personal = filter.recentOnly || filter.favouritesOnly;
  // The items that match, before anything personal is joined: index-backed full-text prefix match
  // (GIN) or the title containing the text (trigram GIN).
  const matches = db
    .selectFrom("content_items")
    .$if(!!filter.search, (q) =>
      q.where((eb) =>
        eb.or([
          ...(prefixQuery
            ? [eb(sql`content_items.search_vector`, "@@", sql`to_tsquery('simple', ${prefixQuery})`)]
            : []),
          eb("content_items.title", "ilike", `%${escapeLike(filter.search!)}%`),
        ]),
      ),
    )
    .$if(!!filter.type, (q) => q.where("content_items.content_type", "=", filter.type!))
    .$if(!!filter.difficulty, (q) => q.where("content_items.difficulty", "=", filter.difficulty!))
    .$if(personal, (q) =>
      q.where((eb) =>
        eb.and([
          ...(filter.recentOnly
            ? [
                eb(
                  "content_items.id",
                  "in",
                  eb
                    .selectFrom("content_access")
                    .select("content_id")
                    .where("student_id", "=", filter.studentId),
                ),
              ]
            : []),
          ...(filter.favouritesOnly
            ? [
                eb(
                  "content_items.id",
                  "in",
                  eb
                    .selectFrom("content_favourites")
                    .select("content_id")
                    .where("student_id", "=", filter.studentId),
                ),
              ]
            : []),
        ]),
      ),
    )
    .select(["content_items.id", rank.as("rank")])
    .orderBy("content_items.id")
    .limit(LIBRARY_MATCH_CAP);
  const rows = await db
    .with("matches", () => matches)
    .selectFrom("matches")
    .innerJoin("content_items", "content_items.id", "matches.id")
    .leftJoin("content_favourites as fav", (join) =>
      join.onRef("fav.content_id", "=", "content_items.id").on("fav.student_id", "=", filter.studentId),
    )
    .leftJoin("content_access as acc", (join) =>
      join.onRef("acc.content_id", "=", "content_items.id").on("acc.student_id", "=", filter.studentId),
    )
    .select([
      "content_items.id",
      "content_items.title",
      "content_items.description",
      "content_items.content_type",
      "content_items.subject",
      "content_items.difficulty",
      "content_items.topics",
      "content_items.material_id",
      sql<boolean>`fav.content_id is not null`.as("bookmarked"),
      "acc.last_accessed_at",
      sql<string>`count(*) over ()`.as("total"),
    ])
    .$if(filter.recentOnly, (q) => q.orderBy("acc.last_accessed_at", "desc"))
    .$if(words.length > 0, (q) => q.orderBy("matches.rank", "desc"))
    .orderBy("content_items.id")
    .limit(filter.limit)
    .execute();
  const total = rows.length ? Number(rows[0]!.total) : 0;
  return { rows, total, isTotalCapped: total >= LIBRARY_MATCH_CAP };
}

/** Whether a content item exists. */
export async function contentExists(db: Db, contentId: number): Promise<boolean> {
  return !!(await db.selectFrom("content_items").select("id").where("id", "=", contentId).executeTakeFirst());
}

/** Flips a favourite; answers whether it is now a favourite. */
export async function toggleFavourite(db: Db, studentId: number, contentId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom("content_favourites")
    .where("student_id", "=", studentId)
    .where("content_id", "=", contentId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto("content_favourites")
    .values({ student_id: studentId, content_id: contentId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

/** Notes that a student opened a content item now. */
export async function touchContent(db: Db, studentId: number, contentId: number): Promise<void> {
  await db
    .insertInto("content_access")
    .values({ student_id: studentId, content_id: contentId, last_accessed_at: new Date() })
    .onConflict((oc) =>
      oc.columns(["student_id", "content_id"]).doUpdateSet({ last_accessed_at: new Date() }),
    )
    .execute();
}
