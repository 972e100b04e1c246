import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

/**
 * Rows as CSV for a spreadsheet: a header line, every cell quoted where needed, and a cell that
 * starts like a formula (=, +, -, @) escaped, so an exported message cannot run in Excel.
 */
export function toCsv<T>(
  columns: { header: string; value: (row: T) => string | number | null }[],
  rows: T[],
) {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row) ?? "")),
    {
      header: true,
      columns: columns.map((c) => c.header),
      escape_formulas: true,
      record_delimiter: "windows",
    },
  );
}

/** Sends CSV as a download named `<name>-<date>.csv` (with a BOM so Excel reads UTF-8). */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${date}.csv"`)
    .header("cache-control", "no-store")
    .send(`\uFEFF${csv}`);
}
