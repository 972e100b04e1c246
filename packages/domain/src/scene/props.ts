import type { SceneDescription } from "@app/contract/scene";

/*
 * The props and lights every room repeats, built from what varies: a scene description stays
 * readable as a list of things in the room.
 */

type Prop = SceneDescription["props"][number];
type Light = SceneDescription["lights"][number];
type Vec3 = [number, number, number];

/** Surface of a prop: rough wood unless told otherwise. */
export interface Finish {
  roughness?: number;
  metalness?: number;
}

/** One prop: a box, cylinder or sphere of `size` centred at `position`. */
export function prop(
  id: string,
  shape: Prop["shape"],
  position: Vec3,
  size: Vec3,
  colour: string,
  { roughness = 0.8, metalness = 0 }: Finish = {},
): Prop {
  return { id, shape, position, size, colour, roughness, metalness };
}

/** The usual pair of lights: a soft ambient fill and one sun. */
export function ambientAndSun(
  ambient: { colour: string; intensity: number },
  sun: { colour: string; intensity: number; position: Vec3; castsShadow: boolean },
): Light[] {
  return [
    { kind: "ambient", colour: ambient.colour, intensity: ambient.intensity, castsShadow: false },
    { kind: "directional", ...sun },
  ];
}
