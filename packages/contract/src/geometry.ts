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

export const geometryObjectSchema = z.looseObject({
  id: name,
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

export const geometryTargetSchema = z.looseObject({ kind: z.enum(GEOMETRY_TARGET_KINDS) });

/** A geometry question's board, target and tolerance (board units). */
export const geometrySpecSchema = z.strictObject({
  board: constructionStateSchema,
  target: geometryTargetSchema,
  tolerance: z.number().positive().max(1).optional(),
});
export type GeometrySpecInput = z.infer<typeof geometrySpecSchema>;

/** A geometry answer that cannot be read as a construction (the attempt is refused, nothing recorded). */
export const INVALID_CONSTRUCTION = "That construction could not be read";
