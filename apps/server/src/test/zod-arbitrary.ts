import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check arbitraries drawn from a route's own zod schema: values that mostly have the right
 * shape (so a request gets past validation and reaches the service and SQL), with hostile leaves
 * mixed in (control characters, ids past the database's integer, wrong types). The fuzz test uses
 * them; it is not a general zod-to-fast-check converter, only the schema kinds the contract uses.
 */

/** Where a value travels: query and path values are strings on the wire. */
export type Location = "body" | "query" | "params";

const INT4_MAX = 2_147_483_647;

/** Numbers that broke the database before ids were bounded, and their neighbours. */
const hostileNumber = fc.constantFrom(
  INT4_MAX,
  INT4_MAX + 1,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  -(2 ** 31) - 1,
  1.5,
  1e308,
  -1e308,
);

const controlCharacter = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map(String.fromCharCode);

/** Strings with NUL and other control characters, odd Unicode, numbers past int4, and plain junk. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 })).map((p) => p.join("")),
  fc.constantFrom("\u0000", "a\u0000b", "\u0000\u0000", "\u001b[31m", "\u007f", "\u0085", "\ud800", "\udfff"),
  fc.constantFrom("2147483648", "4294967296", "99999999999999999999", "-1", "0", "1e10", "0x10", "NaN", ""),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(" ", "null", "undefined", "[]", "{}", "'; drop table users; --", "../../etc/passwd", "%00"),
);

/** Anything at all, in JSON: the wrong type for any field. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  hostileNumber,
  hostileString,
  fc.constant(null),
);

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checks(def: Def): Record<string, unknown>[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const found = checks(def);
  const min = (found.find((c) => c.check === "min_length")?.minimum as number | undefined) ?? 0;
  const max = (found.find((c) => c.check === "max_length")?.maximum as number | undefined) ?? 40;
  const format =
    (def.format as string | undefined) ??
    (found.find((c) => c.check === "string_format")?.format as string | undefined);
  const pattern = found.find((c) => c.check === "string_format" && c.format === "regex")?.pattern as
    | RegExp
    | undefined;
  if (format === "email") return fc.emailAddress();
  if (format === "uuid" || format === "guid") return fc.uuid();
  // fast-check matches patterns without flags: a case-insensitive one is generated in its own case.
  if (pattern)
    return fc
      .stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[gimsuy]/g, "")))
      .filter((s) => s.length <= 200);
  return fc.string({
    minLength: Math.min(min, 40),
    maxLength: Math.max(Math.min(max, 40), Math.min(min, 40)),
  });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const found = checks(def);
  const isInt = found.some((c) => c.check === "number_format");
  const low = found.find((c) => c.check === "greater_than")?.value as number | undefined;
  const high = found.find((c) => c.check === "less_than")?.value as number | undefined;
  const min = Math.max(low ?? -1000, -1_000_000);
  const max = Math.min(high ?? 1000, 1_000_000);
  if (isInt) return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Query and path values are strings; arrays stay arrays (repeated keys). */
function onTheWire(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v)));
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A well-formed value with a control character slipped in somewhere (NUL most often). */
const withControlCharacter = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.oneof({ arbitrary: fc.constant("\u0000"), weight: 2 }, controlCharacter), fc.nat())
    .map(([t, c, at]) => {
      const i = t.length === 0 ? 0 : at % (t.length + 1);
      return `${t.slice(0, i)}${c}${t.slice(i)}`;
    });

/**
 * Values for a schema: a well-shaped one most of the time, a hostile leaf sometimes. `depth`
 * bounds lazy and recursive schemas.
 */
export function arbitraryFor(schema: z.ZodType, location: Location, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, location, depth);
  const leafHostile = location === "body" ? anyJson : hostileString;
  return fc.oneof({ arbitrary: shaped, weight: 7 }, { arbitrary: leafHostile, weight: 1 });
}

function shapedArbitrary(schema: z.ZodType, location: Location, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryFor(s as z.ZodType, location, depth + 1);
  const wire = (a: fc.Arbitrary<unknown>) => (location === "body" && !def.coerce ? a : a.map(onTheWire));
  if (depth > 6) return anyJson;
  switch (def.type) {
    case "string": {
      // Mostly valid text (so the request gets as far as SQL), often with a control character in it.
      const text = stringArbitrary(def);
      return fc.oneof({ arbitrary: text, weight: 2 }, { arbitrary: withControlCharacter(text), weight: 1 });
    }
    case "number":
      return wire(fc.oneof(numberArbitrary(def), hostileNumber));
    case "int":
      return wire(fc.oneof(numberArbitrary(def), hostileNumber));
    case "boolean":
      return wire(fc.boolean());
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "optional":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.option(inner(def.innerType), { nil: undefined });
    case "nullable":
      return fc.option(inner(def.innerType), { nil: null });
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => inner(o)));
    case "intersection":
      return inner(def.left);
    case "pipe":
      return defOf(def.in as z.ZodType).type === "transform" ? inner(def.out) : inner(def.in);
    case "transform":
      return fc.string({ maxLength: 20 });
    case "lazy":
      return inner((def.getter as () => z.ZodType)());
    case "array":
      return fc.array(inner(def.element), { maxLength: 4 });
    case "tuple":
      return fc.tuple(...(def.items as z.ZodType[]).map((i) => inner(i)));
    case "record":
      return fc.dictionary(
        fc.oneof(stringArbitrary(defOf(def.keyType as z.ZodType)), hostileString),
        inner(def.valueType),
        { maxKeys: 4 },
      );
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)]));
      const record = fc.oneof(
        { arbitrary: fc.record(fields), weight: 4 },
        { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
      );
      // An unknown field now and then: strict objects must refuse it with a 400.
      return fc.oneof(
        { arbitrary: record, weight: 5 },
        {
          arbitrary: fc.tuple(record, hostileString, anyJson).map(([r, k, v]) => ({ ...r, [k]: v })),
          weight: 1,
        },
      );
    }
    default:
      return anyJson;
  }
}
