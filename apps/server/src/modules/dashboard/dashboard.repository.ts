import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { ContentType, Database } from "../../db/database.ts";
import { parseSearch, relevance, SEARCH_COUNT_CAP } from "../../db/search.ts";

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

/** Content items with the student's favourite flag and last access, filtered and ranked by relevance. */
export async function listLibrary(db: Db, filter: LibraryFilter) {
  const terms = parseSearch(filter.search);
  const isPersonal = filter.recentOnly || filter.favouritesOnly;
  // The filters every step shares; a personal filter keeps the set to the student's own rows.
  const filtered = () =>
    db
      .selectFrom("content_items")
      .$if(!!filter.type, (q) => q.where("content_items.content_type", "=", filter.type!))
      .$if(!!filter.difficulty, (q) => q.where("content_items.difficulty", "=", filter.difficulty!))
      .$if(filter.recentOnly, (q) =>
        q.where((eb) =>
          eb(
            "content_items.id",
            "in",
            eb.selectFrom("content_access").select("content_id").where("student_id", "=", filter.studentId),
          ),
        ),
      )
      .$if(filter.favouritesOnly, (q) =>
        q.where((eb) =>
          eb(
            "content_items.id",
            "in",
            eb
              .selectFrom("content_favourites")
              .select("content_id")
              .where("student_id", "=", filter.studentId),
          ),
        ),
      );
  // A personal set is small: it is ranked whole, then ordered by last access when asked.
  const pageSize = isPersonal ? undefined : filter.limit;

  // Counting reads the matches again, so it runs only when the page is full.
  const countBeyond = async (
    found: number,
    query: SelectQueryBuilder<Database, "content_items", { id: number }>,
  ) => (pageSize !== undefined && found >= pageSize ? countUpTo(db, query) : found);
  let ids: number[];
  let total: number;
  if (!terms) {
    const rows = await filtered()
      .select("content_items.id")
      .orderBy("content_items.id")
      .$if(pageSize !== undefined, (q) => q.limit(pageSize!))
      .execute();
    ids = rows.map((r) => r.id);
    total = await countBeyond(rows.length, filtered().select("content_items.id"));
  } else {
    const rank = relevance("content_items", terms);
    const textRows = await filtered()
      .select("content_items.id")
      .where(rank.isTextMatch)
      .orderBy(rank.titleTier, "desc")
      .orderBy(rank.textRank, "desc")
      .orderBy("content_items.id")
      .$if(pageSize !== undefined, (q) => q.limit(pageSize!))
      .execute();
    // Titles that only resemble the term rank after every full-text match, so they are looked
    // for only when the full-text matches leave room on the page.
    const room = pageSize === undefined ? undefined : pageSize - textRows.length;
    const fuzzyRows =
      room === undefined || room > 0
        ? await filtered()
            .select("content_items.id")
            .where(rank.isFuzzyMatch)
            .where((eb) => eb.not(rank.isTextMatch))
            .orderBy(rank.fuzzyDistance)
            .orderBy("content_items.id")
            .$if(room !== undefined, (q) => q.limit(room!))
            .execute()
        : [];
    ids = [...textRows, ...fuzzyRows].map((r) => r.id);
    const textCount = await countBeyond(
      textRows.length,
      filtered().select("content_items.id").where(rank.isTextMatch),
    );
    total = Math.min(SEARCH_COUNT_CAP, textCount + fuzzyRows.length);
  }

  const details = ids.length
    ? await db
        .selectFrom("content_items")
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
        ])
        .where("content_items.id", "in", ids)
        .execute()
    : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  let rows = ids.flatMap((id) => byId.get(id) ?? []);
  if (filter.recentOnly) {
    const seen = (row: (typeof rows)[number]) =>
      row.last_accessed_at ? new Date(row.last_accessed_at).getTime() : 0;
    rows = rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => seen(b.row) - seen(a.row) || a.index - b.index)
      .map(({ row }) => row);
  }
  rows = rows.slice(0, filter.limit);
  return { rows, total, isTotalCapped: total >= SEARCH_COUNT_CAP };
}

/** How many rows a query answers, counting no further than the cap. */
async function countUpTo(db: Db, query: SelectQueryBuilder<Database, "content_items", { id: number }>) {
  const counted = await db
    .selectFrom(query.limit(SEARCH_COUNT_CAP).as("matches"))
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
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
