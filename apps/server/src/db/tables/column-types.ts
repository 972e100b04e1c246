import type { ColumnType } from "kysely";

/** jsonb: written as JSON text, read as the value. */
export type Json<T> = ColumnType<T, string | undefined, string>;
/** numeric comes back as a string from pg (and may be a number from PGlite): read it with Number(). */
export type Numeric = ColumnType<string | number | null, number | null | undefined, number | null>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
