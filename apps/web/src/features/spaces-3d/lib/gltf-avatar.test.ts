import { describe, expect, it } from "vitest";
import { toSameOriginUrl } from "./gltf-avatar";

describe("toSameOriginUrl", () => {
  const origin = "https://school.example";
  it("accepts our own paths and addresses", () => {
    expect(toSameOriginUrl("/models/a.glb", origin)).toBe("https://school.example/models/a.glb");
    expect(toSameOriginUrl("https://school.example/x.gltf", origin)).toBe("https://school.example/x.gltf");
  });
  it("refuses other sites and other schemes", () => {
    expect(toSameOriginUrl("https://models.readyplayer.me/abc.glb", origin)).toBeNull();
    expect(toSameOriginUrl("//evil.example/a.glb", origin)).toBeNull();
    expect(toSameOriginUrl("javascript:alert(1)", origin)).toBeNull();
    expect(toSameOriginUrl("data:model/gltf+json,{}", origin)).toBeNull();
  });
});
