import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

// What starts a formula in Excel, LibreOffice or Google Sheets (the full-width forms too, which
// Apple Numbers folds into the ASCII ones), and what a spreadsheet may split a cell on.
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const CELL_BREAK = /(\r\n|\r|\n|\t)/;

/**
 * A text cell made safe for a spreadsheet (OWASP's CSV injection advice): a cell with a line break
 * or a tab, or one whose text starts a formula (after any whitespace, on any of its lines), is
 * quoted and starts with `'`, and every later line or tab-separated part that starts a formula
 * gets its own `'`, so neither Excel nor a tool that splits the lines runs it. Other text is left
 * as it is.
 */
export function neutraliseCell(value: string): { value: string; quoted: boolean } {
  const parts = value.split(CELL_BREAK);
  if (parts.length === 1 && !FORMULA_START.test(value)) return { value, quoted: false };
  const safe = parts.map((part, i) => (i > 0 && i % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part));
  return { value: `'${safe.join("")}`, quoted: true };
}

/**
 * Rows as CSV for a spreadsheet: a header line, every cell quoted where needed, and every text
 * cell through `neutraliseCell`, so an exported message cannot run in a spreadsheet. Every CSV
 * the server writes goes through here.
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
      cast: { string: (value) => neutraliseCell(value) },
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
