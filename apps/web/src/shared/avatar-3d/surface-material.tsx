import type { MaterialQuality } from "@app/domain/scene/render-settings";
import type { Side } from "three";

/** A mesh's material at the scene's quality: plain (Lambert), standard, or physically based. */
export function SurfaceMaterial({
  quality,
  colour,
  roughness = 0.7,
  metalness = 0,
  emissive,
  emissiveIntensity = 0,
  side,
}: {
  quality: MaterialQuality;
  colour: string;
  roughness?: number;
  metalness?: number;
  emissive?: string;
  emissiveIntensity?: number;
  side?: Side;
}) {
  const glow = emissive ? { emissive, emissiveIntensity } : {};
  if (quality === "basic") return <meshLambertMaterial color={colour} side={side} {...glow} />;
  if (quality === "standard") {
    return (
      <meshStandardMaterial
        color={colour}
        roughness={roughness}
        metalness={metalness}
        side={side}
        {...glow}
      />
    );
  }
  return (
    <meshPhysicalMaterial
      color={colour}
      roughness={roughness}
      metalness={metalness}
      clearcoat={roughness < 0.4 ? 0.6 : 0}
      side={side}
      {...glow}
    />
  );
}
