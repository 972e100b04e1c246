import { ERROR_MESSAGES } from "@app/contract/errors";
import type { z } from "zod";
import { badRequest } from "./app-error.ts";

/** Turns zod issues into `{ field: [messages] }`; problems of the whole object go under "_". */
export function toFieldDetails(error: z.ZodError, prefix?: string): Record<string, string[]> {
  // A caller's field may be named "toString" or "__proto__": no inherited keys to trip over.
  const details: Record<string, string[]> = Object.create(null);
  const add = (key: string, message: string) => {
    details[key] = [...(Object.hasOwn(details, key) ? details[key]! : []), message];
  };
  for (const issue of error.issues) {
    let key = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) add(k, "Unknown field");
      continue;
    }
    if (!key) key = prefix ?? "_";
    add(key, issue.message);
  }
  return details;
}

/** Parses input with a contract schema, or throws a 400 naming every bad field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, part: string): T {
  const result = schema.safeParse(input ?? (part === "body" ? undefined : {}));
  if (result.success) return result.data;
  if (input === undefined && part === "body") throw badRequest("A JSON body is required");
  // A bad address names the problem itself (e.g. "Invalid template ID"); bodies and queries list fields.
  const message =
    part === "params"
      ? (result.error.issues[0]?.message ?? ERROR_MESSAGES.invalidInput)
      : ERROR_MESSAGES.invalidInput;
  throw badRequest(message, toFieldDetails(result.error, part));
}
