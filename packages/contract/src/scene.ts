import { z } from "zod";
import { studentIdSchema } from "./student.ts";

/*
 * The 3D spaces (issue 27): one scene runtime draws any scene description. A room, its props,
 * lights, characters and interactive objects are data, so every 3D page is a configuration and the
 * configurable-set demo can edit one live. Sizes are metres; colours are #rrggbb.
 */

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, "Use a colour like #aa8844");
const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
const label = z.string().trim().min(1).max(120);

export const CAMERA_MODES = ["first-person", "third-person", "orbit"] as const;
export type CameraMode = (typeof CAMERA_MODES)[number];

/** Plain shapes for weak devices, standard materials, or physically based ones with shadows. */
export const SCENE_DETAILS = ["simple", "standard", "photoreal"] as const;
export type SceneDetail = (typeof SCENE_DETAILS)[number];

export const roomSchema = z.object({
  width: z.number().min(2).max(60),
  depth: z.number().min(2).max(60),
  height: z.number().min(2).max(12),
  floorColour: colour,
  wallColour: colour,
});

export const PROP_SHAPES = ["box", "cylinder", "sphere"] as const;
export const propSchema = z.object({
  id: z.string().min(1).max(80),
  shape: z.enum(PROP_SHAPES),
  position: vec3,
  size: vec3,
  colour,
  /** 0 smooth to 1 rough; used by physically based materials. */
  roughness: z.number().min(0).max(1).default(0.7),
  metalness: z.number().min(0).max(1).default(0),
});

export const lightSchema = z.object({
  kind: z.enum(["ambient", "directional", "point"]),
  colour,
  intensity: z.number().min(0).max(50),
  position: vec3.optional(),
  castsShadow: z.boolean().default(false),
});

export const HAIR_STYLES = ["none", "short", "long", "bun"] as const;
export const ACCESSORIES = ["none", "glasses", "hat", "bow-tie", "apron"] as const;

/** A student's avatar (spec: saved on the server, used across scenes). */
export const avatarConfigSchema = z.strictObject({
  skinColour: colour,
  hairColour: colour,
  shirtColour: colour,
  hairStyle: z.enum(HAIR_STYLES),
  accessory: z.enum(ACCESSORIES),
});
export type AvatarConfig = z.infer<typeof avatarConfigSchema>;

export const DEFAULT_AVATAR: AvatarConfig = {
  skinColour: "#f1c27d",
  hairColour: "#4a3020",
  shirtColour: "#2f6fde",
  hairStyle: "short",
  accessory: "none",
};

export const characterSchema = z.object({
  id: z.string().min(1).max(80),
  name: label,
  position: vec3,
  /** Turn about the vertical axis, in radians. */
  facing: z.number().finite().default(0),
  avatar: avatarConfigSchema,
  /** The student's own avatar: the third-person camera follows it. */
  isPlayer: z.boolean().default(false),
});

export const interactiveKinds = ["book", "card", "door", "character", "sign"] as const;
export const interactiveSchema = z.object({
  id: z.string().min(1).max(80),
  kind: z.enum(interactiveKinds),
  /** What the list beside the canvas and a screen reader call it. */
  label,
  /** What acting on it does, in words ("Open the lesson"). */
  actionLabel: label,
  position: vec3,
  size: vec3,
  colour,
  /** 0..1, drawn as a band (progress on a book's spine). */
  progress: z.number().min(0).max(1).optional(),
  /** Glows: the "up next" book. */
  isHighlighted: z.boolean().default(false),
  /** Longer text written on it (a card's body). */
  detail: z.string().max(2000).optional(),
  /** Where acting on it leads, inside the app; none when the page handles the action itself. */
  href: z.string().startsWith("/").max(300).optional(),
  /** Only in the list, not drawn (a shelf holds so many books). */
  isListOnly: z.boolean().default(false),
  /** A group in the list (a shelf's subject). */
  group: z.string().max(80).optional(),
});

export const sceneDescriptionSchema = z.object({
  title: label,
  room: roomSchema,
  camera: z.object({ mode: z.enum(CAMERA_MODES), start: vec3, lookAt: vec3 }),
  detail: z.enum(SCENE_DETAILS).default("standard"),
  background: colour,
  props: z.array(propSchema).max(400).default([]),
  lights: z.array(lightSchema).min(1).max(12),
  characters: z.array(characterSchema).max(12).default([]),
  interactives: z.array(interactiveSchema).max(300).default([]),
});
export type SceneDescription = z.infer<typeof sceneDescriptionSchema>;
export type SceneDescriptionInput = z.input<typeof sceneDescriptionSchema>;
export type SceneProp = z.infer<typeof propSchema>;
export type SceneLight = z.infer<typeof lightSchema>;
export type SceneCharacter = z.infer<typeof characterSchema>;
export type SceneInteractive = z.infer<typeof interactiveSchema>;

/** GET/PUT /api/avatar: the student's avatar; `is_default` until they save one. */
export const avatarResponseSchema = z.object({
  avatar: avatarConfigSchema,
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export const avatarQuerySchema = z.strictObject({ student_id: studentIdSchema.optional() });
export const updateAvatarRequestSchema = z.strictObject({
  avatar: avatarConfigSchema,
  student_id: studentIdSchema.optional(),
});
export type UpdateAvatarRequest = z.infer<typeof updateAvatarRequestSchema>;
