import { z } from "zod";

/** The largest value of the database's `integer` (and `serial`) columns: 2³¹ − 1. */
export const DB_INT_MAX = 2_147_483_647;

export const CONTROL_CHARACTER_MESSAGE = "Text may not contain control characters";
export const LINE_BREAK_MESSAGE = "Text must stay on one line";

const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * True when text holds a control character no field accepts: C0 controls other than tab, line
 * feed and carriage return, DEL, and C1 controls. PostgreSQL refuses NUL in text and jsonb, and
 * the others have no place in anything a person types.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

/**
 * The path of the first string (or object key) under `value` that holds a control character, or
 * null. The server runs this over every request's body, query and params, so a field whose schema
 * forgot the rule is still covered. It walks with its own stack: a body nested a million deep
 * must not overflow the call stack.
 */
export function findControlCharacter(value: unknown): string[] | null {
  type Entry = { value: unknown; key: string | null; parent: Entry | null };
  const pathOf = (entry: Entry): string[] => {
    const keys: string[] = [];
    for (let e: Entry | null = entry; e?.key != null; e = e.parent) keys.push(e.key);
    return keys.reverse();
  };
  const stack: Entry[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === "string") {
      if (hasControlCharacter(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], key: String(i), parent: entry });
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        const child = { value: item, key, parent: entry };
        if (hasControlCharacter(key)) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return null;
}

/**
 * Text on one line (names, titles, subjects): no control characters, and no tab or line break
 * either. Wraps a string schema so its trimming and limits run first.
 */
export function lineText(schema: z.ZodString = z.string()): z.ZodString {
  return schema
    .refine((v) => !hasControlCharacter(v), CONTROL_CHARACTER_MESSAGE)
    .refine((v) => !LINE_BREAK_OR_TAB.test(v), LINE_BREAK_MESSAGE);
}

/** Text that may span lines (messages, notes, answers): tabs and line breaks only. */
export function multiLineText(schema: z.ZodString = z.string()): z.ZodString {
  return schema.refine((v) => !hasControlCharacter(v), CONTROL_CHARACTER_MESSAGE);
}

/**
 * A record id as it travels in addresses, queries and bodies: a whole number the database's
 * integer column can hold, so 2³¹ is a 400 and never reaches SQL. `message` replaces every
 * problem's text where the address itself is the error ("Unknown content").
 */
export function idSchema(name = "id", message?: string) {
  return z.coerce
    .number({ error: message ?? `${name} must be a number` })
    .int(message ?? `${name} must be a whole number`)
    .min(1, message ?? `${name} must be positive`)
    .max(DB_INT_MAX, message ?? `${name} is too large`);
}

/** An id given as a JSON number only (lists of ids in bodies). */
export function bodyIdSchema(name = "id", message?: string) {
  return z
    .number({ error: message ?? `${name} must be a number` })
    .int(message ?? `${name} must be a whole number`)
    .min(1, message ?? `${name} must be positive`)
    .max(DB_INT_MAX, message ?? `${name} is too large`);
}
