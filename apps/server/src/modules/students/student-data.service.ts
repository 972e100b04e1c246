import fs from "node:fs";
import path from "node:path";
import { CHILD_HAS_LESSONS_MESSAGE } from "@app/contract/family";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Deps } from "../../deps.ts";
import { conflict, notFound, present } from "../../lib/app-error.ts";
import { readAttachment, removeAttachments } from "../assignments/attachment-files.ts";
import { type Actor, recordAdminChange } from "../audit/audit.service.ts";
import type { Student } from "../student-access/student.ts";
import { AVATAR_CONTENT_TYPES, AVATAR_FILE_ID, avatarDir, removeAvatar } from "./avatar-files.ts";
import { type FileColumn, orderTables, PRIVACY_REGISTRY, type RowKey } from "./privacy-registry.ts";
import { type ArchiveFile, buildChildArchive } from "./student-archive.ts";
import * as repo from "./student-data.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** Who the child is in the database: the profile, and the login a parent made for them (if any). */
export interface ChildIds {
  studentId: number;
  loginUserId: string | null;
}

/** The child's rows of one table, and the conditions that found them (the deletion reuses them). */
interface FoundTable {
  matches: repo.Match[];
  rows: repo.Row[];
}

const TABLE_ORDER = orderTables();

/** A table's entry in the registry (every table TABLE_ORDER names has one). */
const coverageOf = (table: string) => present(PRIVACY_REGISTRY[table], `privacy registry entry ${table}`);

/** A parent's child: the login, when there is one, is the one the parent made (decision 026). */
export function childIdsOf(student: Student): ChildIds {
  return { studentId: student.id, loginUserId: student.parentUserId ? student.userId : null };
}

function toMatches(key: RowKey, ids: ChildIds, found: ReadonlyMap<string, FoundTable>): repo.Match[] {
  switch (key.holds) {
    case "student":
      return [{ column: key.column, equals: ids.studentId }];
    case "login":
      return ids.loginUserId ? [{ column: key.column, equals: ids.loginUserId }] : [];
    case "json-student":
      return [{ column: key.column, jsonStudentId: ids.studentId }];
    case "row-of": {
      const among = (found.get(key.table)?.rows ?? []).map((row) => row.id as number | string);
      return among.length > 0 ? [{ column: key.column, among }] : [];
    }
  }
}

/**
 * Every row that is the child's, table by table, as the registry says to find them (a thread
 * before its messages). The export and the deletion both start here, so they cannot disagree.
 */
export async function findChildRows(db: Db, ids: ChildIds): Promise<Map<string, FoundTable>> {
  const found = new Map<string, FoundTable>();
  for (const table of TABLE_ORDER) {
    const matches = coverageOf(table).keys.flatMap((key) => toMatches(key, ids, found));
    found.set(table, {
      matches,
      rows: matches.length > 0 ? await repo.selectMatching(db, table, matches) : [],
    });
  }
  return found;
}

/** The files the found rows name, with the stored id and the name to show. */
function listFiles(found: ReadonlyMap<string, FoundTable>) {
  return [...found].flatMap(([table, { rows }]) =>
    (coverageOf(table).files ?? []).flatMap((file: FileColumn) =>
      rows
        .filter((row) => typeof row[file.column] === "string")
        .map((row) => ({
          table,
          file,
          row,
          fileId: row[file.column] as string,
        })),
    ),
  );
}

function readStoredFile(dataDir: string, folder: FileColumn["folder"], fileId: string): Buffer | null {
  if (folder !== "avatars") return readAttachment(dataDir, fileId, folder);
  if (!AVATAR_FILE_ID.test(fileId)) return null;
  try {
    return fs.readFileSync(path.join(avatarDir(dataDir), fileId));
  } catch {
    return null;
  }
}

/**
 * Everything we hold about a child, as a zip archive (issue 20, decision 035): one JSON file per
 * table the registry exports, and the uploaded files. The caller has checked that the student is
 * the parent's child.
 */
export async function exportStudentData(deps: Deps, student: Student, now = new Date()): Promise<Uint8Array> {
  const found = await findChildRows(deps.db, childIdsOf(student));
  if ((found.get("student_profiles")?.rows.length ?? 0) === 0) throw notFound("Student not found");
  const tables = new Map<string, repo.Row[]>();
  for (const [table, { rows }] of found) {
    const entry = coverageOf(table);
    if (entry.export !== "rows") continue;
    const secret = new Set(entry.secret ?? []);
    tables.set(
      table,
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !secret.has(column)))),
    );
  }
  const files: ArchiveFile[] = listFiles(found).flatMap(({ table, file, row, fileId }) => {
    const bytes = readStoredFile(deps.config.dataDir, file.folder, fileId);
    if (!bytes) return [];
    const name = file.nameColumn ? String(row[file.nameColumn]) : fileId;
    const contentType =
      typeof row.content_type === "string"
        ? row.content_type
        : (AVATAR_CONTENT_TYPES[fileId.split(".").pop() ?? ""] ?? "application/octet-stream");
    return [{ table, rowId: row.id as number, name, contentType, bytes }];
  });
  return buildChildArchive({ studentId: student.id, exportedAt: now, tables, files });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Takes the child's names out of a text ("Tutor 5-pack for Leo" → "Tutor 5-pack for (removed)"). */
export function scrubNames(text: string, names: readonly string[]): string {
  return names
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .reduce(
      (out, name) =>
        out.replace(
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, "giu"),
          "(removed)",
        ),
      text,
    );
}

/**
 * Removes or anonymises every row of the child the registry names, in the reverse order they were
 * found, inside the caller's transaction; answers what changed per table and the files to remove.
 */
async function eraseChildRows(tx: Db, ids: ChildIds) {
  const found = await findChildRows(tx, ids);
  const profile = found.get("student_profiles")?.rows[0];
  if (!profile) return null;
  const names = [String(profile.first_name ?? ""), String(profile.last_name ?? "")];
  const changed: Record<string, { deleted?: number; anonymised?: number }> = {};
  for (const table of [...TABLE_ORDER].reverse()) {
    const entry = coverageOf(table);
    const { matches, rows } = present(found.get(table), `rows of ${table}`);
    if (matches.length === 0 || rows.length === 0) continue;
    if (entry.delete === "delete") {
      changed[table] = { deleted: await repo.deleteMatching(tx, table, matches) };
    } else if (entry.delete === "anonymise") {
      for (const row of rows) {
        const values: Record<string, string | null> = Object.fromEntries(
          entry.keys.map((key) => [key.column, null]),
        );
        for (const column of entry.scrub ?? [])
          if (typeof row[column] === "string") values[column] = scrubNames(row[column], names);
        await repo.updateRowById(tx, table, row.id, values);
      }
      changed[table] = { anonymised: rows.length };
    }
  }
  return { changed, files: listFiles(found) };
}

const formatLessonTime = (at: Date | string, timeZone: string) =>
  new Date(at).toLocaleString("en-GB", {
    timeZone,
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  });

/**
 * Deletes a student and everything attached (issues 10 and 20): every row the registry names is
 * removed or anonymised in one transaction with an audit entry (counts only, no names), then the
 * files go from disk once that has committed. A student with a booked lesson is not removed: the
 * lesson is in a tutor's diary and its credit may be refundable (decisions.md 4), so the parent is
 * told which lessons to cancel first, and nothing changes.
 */
export async function deleteStudentData(
  deps: Deps,
  student: Student,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const booked = await repo.listBookedLessons(deps.db, student.id, now);
  if (booked.length > 0) {
    const lessons = booked.map((l) => `${l.title}, ${formatLessonTime(l.starts_at, student.timezone)}`);
    throw conflict(
      `${CHILD_HAS_LESSONS_MESSAGE}: ${student.firstName} has ${booked.length === 1 ? "a lesson" : `${booked.length} lessons`} booked (${lessons.join("; ")}). A lesson cancelled 24 hours or more before it starts is refunded; then remove ${student.firstName}.`,
    );
  }
  const erased = await deps.db.transaction().execute(async (tx) => {
    const result = await eraseChildRows(tx, childIdsOf(student));
    if (!result) return null;
    await recordAdminChange(tx, actor, {
      action: "student.delete",
      entityType: "student",
      entityId: student.id,
      before: { rows: result.changed, files: result.files.length },
    });
    return result;
  });
  if (!erased) throw notFound("Student not found");
  for (const { file, fileId } of erased.files) {
    if (file.folder === "avatars") removeAvatar(deps.config.dataDir, fileId);
    else removeAttachments(deps.config.dataDir, [fileId], file.folder);
  }
}
