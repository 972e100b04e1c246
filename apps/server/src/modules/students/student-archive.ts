import { CHILD_EXPORT_FORMAT, CHILD_EXPORT_VERSION, type ChildExportManifest } from "@app/contract/family";
import { type Zippable, zipSync } from "fflate";

type Row = Record<string, unknown>;

/** An uploaded file on its way into the archive. */
export interface ArchiveFile {
  table: string;
  rowId: number | string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

const README = `Everything BrightPath holds about one child.

manifest.json   what is in this archive: each table's file and row count, each file
tables/*.json   one file per table: the child's rows, every column as stored
                (the login's password is never included)
files/<table>/  the uploaded files: the avatar, homework and message attachments,
                named by the row that holds them and the name they were given

Dates are ISO 8601 in UTC. Questions: write to us from the site's contact page.
`;

/** A name safe in any unzip tool: letters, digits, dot, dash and underscore, no leading dot, at most 80. */
export function toSafeEntryName(name: string): string {
  const safe = name
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}._-]+/gu, "_")
    .replace(/^[._]+/, "")
    .slice(-80);
  return safe || "file";
}

/** Turns stored values into what JSON carries: instants as ISO text, everything else as it is. */
function toJsonRow(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * The child's export as a zip archive (decision 035): a manifest, one JSON file per table and the
 * uploaded files themselves. Families open zips with the tools their computer already has.
 */
export function buildChildArchive(input: {
  studentId: number;
  exportedAt: Date;
  tables: ReadonlyMap<string, readonly Row[]>;
  files: readonly ArchiveFile[];
}): Uint8Array {
  const mtime = input.exportedAt;
  const entries: Zippable = { "README.txt": [new TextEncoder().encode(README), { mtime }] };
  const manifest: ChildExportManifest = {
    format: CHILD_EXPORT_FORMAT,
    version: CHILD_EXPORT_VERSION,
    exportedAt: input.exportedAt.toISOString(),
    studentId: input.studentId,
    tables: {},
    files: [],
  };
  for (const [table, rows] of input.tables) {
    const file = `tables/${table}.json`;
    manifest.tables[table] = { file, rows: rows.length };
    entries[file] = [new TextEncoder().encode(JSON.stringify(rows.map(toJsonRow), null, 2)), { mtime }];
  }
  for (const file of input.files) {
    const entry = `files/${file.table}/${file.rowId}-${toSafeEntryName(file.name)}`;
    manifest.files.push({
      path: entry,
      table: file.table,
      rowId: file.rowId,
      name: file.name,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
    });
    // Images and office files are compressed already: store them as they are.
    entries[entry] = [
      new Uint8Array(file.bytes),
      { mtime, level: file.contentType === "text/plain" ? 6 : 0 },
    ];
  }
  entries["manifest.json"] = [new TextEncoder().encode(JSON.stringify(manifest, null, 2)), { mtime }];
  return zipSync(entries, { level: 6 });
}
