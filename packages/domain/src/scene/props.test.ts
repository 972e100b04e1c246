import { propSchema } from "@app/contract/scene";
import { describe, expect, it } from "vitest";
import { ambientAndSun, prop } from "./props.ts";

describe("scene prop helpers", () => {
  it("builds a valid prop, rough and not metallic unless told", () => {
    const shelf = prop("shelf-0", "box", [1, 1, 0], [0.5, 2, 3.4], "#7a5230");
    expect(propSchema.parse(shelf)).toEqual(shelf);
    expect(shelf).toMatchObject({ roughness: 0.8, metalness: 0 });
    expect(prop("m", "sphere", [0, 0, 0], [1, 1, 1], "#ffffff", { metalness: 0.9 })).toMatchObject({
      roughness: 0.8,
      metalness: 0.9,
    });
  });

  it("lights a room with an ambient fill and one sun", () => {
    const [ambient, sun] = ambientAndSun(
      { colour: "#ffffff", intensity: 0.7 },
      { colour: "#fff4e0", intensity: 1.2, position: [3, 6, 4], castsShadow: true },
    );
    expect(ambient).toEqual({ kind: "ambient", colour: "#ffffff", intensity: 0.7, castsShadow: false });
    expect(sun).toEqual({
      kind: "directional",
      colour: "#fff4e0",
      intensity: 1.2,
      position: [3, 6, 4],
      castsShadow: true,
    });
  });
});
