import { z } from "zod";

/*
 * The geometry question type (issue 26): a question's starting board and target condition, and
 * the construction a student answers with. The shapes are checked here; what refers to what, and
 * whether a target means anything on its board, is checked by the domain's parser (decision 056).
 */

export const GEOMETRY_TARGET_KINDS = [
  "perpendicular_bisector",
  "midpoint",
  "segment",
  "right_angle",
  "equidistant",
  "line_equation",
  "parallel_through",
  "perpendicular_through",
  "angle_bisector",
  "circle",
  "point_at",
] as const;

const name = z.string().regex(/^[A-Za-z][A-Za-z0-9_']{0,11}$/, "A name like A or l1");
const coordinate = z.number().min(-1000).max(1000);

export const geometryPointSchema = z.strictObject({
  id: name,
  x: coordinate,
  y: coordinate,
  fixed: z.boolean().optional(),
});

/*
 * Every field any construction or target uses, each optional: the domain's parser checks which a
 * kind needs (decision 056); a key none of them names is refused (no mass assignment).
 */
export const geometryObjectSchema = z.strictObject({
  id: name,
  through: z.union([name, z.array(name).max(3)]).optional(),
  of: z.array(name).max(3).optional(),
  center: name.optional(),
  line: name.optional(),
  which: z.union([z.literal(0), z.literal(1)]).optional(),
  kind: z.enum([
    "line",
    "segment",
    "ray",
    "circle",
    "intersection",
    "perpendicular",
    "parallel",
    "midpoint",
    "perpendicular_bisector",
    "angle_bisector",
  ]),
});

export const constructionStateSchema = z.strictObject({
  points: z.array(geometryPointSchema).max(30),
  objects: z.array(geometryObjectSchema).max(40),
});

export const geometryTargetSchema = z.strictObject({
  kind: z.enum(GEOMETRY_TARGET_KINDS),
  a: name.optional(),
  b: name.optional(),
  at: name.optional(),
  point: name.optional(),
  through: name.optional(),
  vertex: name.optional(),
  center: name.optional(),
  slope: coordinate.optional(),
  intercept: coordinate.optional(),
  radius: coordinate.optional(),
  x: coordinate.optional(),
  y: coordinate.optional(),
});

/** A geometry question's board, target and tolerance (board units). */
export const geometrySpecSchema = z.strictObject({
  board: constructionStateSchema,
  target: geometryTargetSchema,
  tolerance: z.number().positive().max(1).optional(),
});
export type GeometrySpecInput = z.infer<typeof geometrySpecSchema>;

/** A geometry answer that cannot be read as a construction (the attempt is refused, nothing recorded). */
export const INVALID_CONSTRUCTION = "That construction could not be read";
