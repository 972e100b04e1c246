import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers.ts";
import {
  type Column,
  declaredColumns,
  type ForeignKey,
  findPersonColumns,
  listColumns,
  listForeignKeys,
} from "../../test/privacy-schema.ts";
import { orderTables, PRIVACY_REGISTRY, type TableCoverage } from "./privacy-registry.ts";

/**
 * The privacy promise proved by the schema (issue 20, as Moodle's privacy provider tests do): every
 * table with a column that can refer to a user or a student, by a foreign key or by its name, is in
 * PRIVACY_REGISTRY with how the child's export carries it and what the child's deletion does to it,
 * and every such column is either a key that finds the child's rows or named as someone else's.
 */
const t = useTestApp();
let columns: Column[];
let keys: ForeignKey[];
beforeAll(async () => {
  [columns, keys] = await Promise.all([listColumns(t.database.db), listForeignKeys(t.database.db)]);
});

const entries = Object.entries(PRIVACY_REGISTRY) as [string, TableCoverage][];
const columnsOf = (table: string) => new Set(columns.filter((c) => c.table === table).map((c) => c.column));

describe("the privacy registry covers the schema (issue 20)", () => {
  it("lists every table with a column that can refer to a user or a student", () => {
    const people = findPersonColumns(columns, keys, PRIVACY_REGISTRY);
    const missingTables = [...new Set(people.map((p) => p.table))].filter(
      (table) => !(table in PRIVACY_REGISTRY),
    );
    expect(
      missingTables,
      "These tables can refer to a user or a student: say in PRIVACY_REGISTRY (students/privacy-registry.ts) how the child's export carries them and what deleting the child does to them",
    ).toEqual([]);
    const undeclared = people
      .filter(
        (p) => p.table in PRIVACY_REGISTRY && !declaredColumns(PRIVACY_REGISTRY[p.table]!).has(p.column),
      )
      .map((p) => `${p.table}.${p.column} (${p.why})`);
    expect(
      undeclared,
      "These columns can refer to a person: name each as a key that finds the child's rows, or in `others` with whose id it holds",
    ).toEqual([]);
  });

  it("names only tables and columns that exist", () => {
    const problems = entries.flatMap(([table, entry]) => {
      const existing = columnsOf(table);
      if (existing.size === 0) return [`${table} is not a table`];
      const named = [
        ...declaredColumns(entry),
        ...(entry.secret ?? []),
        ...(entry.scrub ?? []),
        ...(entry.files ?? []).flatMap((f) => [f.column, ...(f.nameColumn ? [f.nameColumn] : [])]),
      ];
      return named.filter((column) => !existing.has(column)).map((column) => `${table}.${column}`);
    });
    expect(problems).toEqual([]);
  });

  it("says how each table is exported and deleted, consistently with its keys", () => {
    const problems = entries.flatMap(([table, entry]) => {
      const out: string[] = [];
      if (entry.keys.length === 0) {
        if (!entry.delete.startsWith("keep: ")) out.push(`${table}: no keys, so its deletion is "keep: why"`);
        if (!entry.export.startsWith("omitted: "))
          out.push(`${table}: no keys, so its export is "omitted: why"`);
      } else if (entry.delete !== "delete" && entry.delete !== "anonymise") {
        out.push(`${table}: holds a child's rows, so they are deleted or anonymised`);
      }
      if (entry.delete === "anonymise") {
        if (!columnsOf(table).has("id")) out.push(`${table}: an anonymised row is rewritten by its id`);
        for (const key of entry.keys) {
          const column = columns.find((c) => c.table === table && c.column === key.column);
          if (column && !column.isNullable) out.push(`${table}.${key.column}: anonymising sets it to null`);
        }
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it("points each row-of key at a table of the child's rows through a real foreign key", () => {
    const problems = entries.flatMap(([table, entry]) =>
      entry.keys.flatMap((key) => {
        if (key.holds !== "row-of") return [];
        if ((PRIVACY_REGISTRY[key.table]?.keys.length ?? 0) === 0)
          return [`${table}.${key.column}: ${key.table} holds no child's rows`];
        const fk = keys.some(
          (k) => k.table === table && k.column === key.column && k.references === key.table,
        );
        return fk ? [] : [`${table}.${key.column} has no foreign key to ${key.table}`];
      }),
    );
    expect(problems).toEqual([]);
    // Found parents first: a thread before its messages, a package before its movements.
    const order = orderTables();
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("student_profiles"));
    expect(order.indexOf("message_threads")).toBeLessThan(order.indexOf("messages"));
    expect(order.indexOf("messages")).toBeLessThan(order.indexOf("message_attachments"));
    expect(order.indexOf("credit_packages")).toBeLessThan(order.indexOf("credit_movements"));
  });

  it("declares every uploaded file a table of a child's rows names", () => {
    const undeclared = columns
      .filter((c) => /(^|_)file_id$/.test(c.column) && (PRIVACY_REGISTRY[c.table]?.keys.length ?? 0) > 0)
      .filter((c) => !(PRIVACY_REGISTRY[c.table]!.files ?? []).some((f) => f.column === c.column))
      .map((c) => `${c.table}.${c.column}`);
    expect(undeclared, "Files the export must carry and the deletion must remove").toEqual([]);
  });

  it("refuses a registry whose row-of keys loop", () => {
    const loop: Record<string, TableCoverage> = {
      a: { keys: [{ column: "b_id", holds: "row-of", table: "b" }], export: "rows", delete: "delete" },
      b: { keys: [{ column: "a_id", holds: "row-of", table: "a" }], export: "rows", delete: "delete" },
    };
    expect(() => orderTables(loop)).toThrow(/loop/);
  });
});
