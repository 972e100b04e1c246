import type { AvatarConfig } from "@app/contract/scene";
import type { MaterialQuality } from "@app/domain/scene/render-settings";
import type { AvatarLevel } from "@app/domain/scene/rooms";
import { useFrame } from "@react-three/fiber";
import { type ReactNode, useRef } from "react";
import type { Group, Mesh } from "three";
import { SurfaceMaterial } from "./surface-material";

/**
 * The procedural avatar (issue 27): head, body, hair and an accessory from the student's choices;
 * it breathes while idle and moves its mouth while speaking. `ultra-simple` is two shapes,
 * `simple` adds the face, `basic` adds hair, arms and the accessory.
 */
export function SceneAvatar({
  avatar,
  level = "basic",
  quality,
  isSpeaking = false,
  isIdleAnimated = true,
  position = [0, 0, 0],
  facing = 0,
  children,
}: {
  avatar: AvatarConfig;
  level?: AvatarLevel;
  quality: MaterialQuality;
  isSpeaking?: boolean;
  isIdleAnimated?: boolean;
  position?: [number, number, number];
  facing?: number;
  children?: ReactNode;
}) {
  const body = useRef<Group>(null);
  const mouth = useRef<Mesh>(null);
  useFrame(({ clock }) => {
    const t = clock.getElapsedTime();
    if (body.current) body.current.position.y = isIdleAnimated ? Math.sin(t * 2) * 0.015 : 0;
    if (mouth.current) mouth.current.scale.y = isSpeaking ? 0.4 + Math.abs(Math.sin(t * 14)) * 1.6 : 0.4;
  });
  const m = (colour: string, roughness = 0.7) => (
    <SurfaceMaterial quality={quality} colour={colour} roughness={roughness} />
  );
  return (
    <group position={position} rotation={[0, facing, 0]}>
      <group ref={body}>
        <mesh position={[0, 0.75, 0]} castShadow>
          {level === "ultra-simple" ? (
            <boxGeometry args={[0.5, 0.9, 0.3]} />
          ) : (
            <capsuleGeometry args={[0.25, 0.55, 4, 12]} />
          )}
          {m(avatar.shirtColour)}
        </mesh>
        <mesh position={[0, 1.45, 0]} castShadow>
          <sphereGeometry
            args={[0.22, level === "ultra-simple" ? 10 : 24, level === "ultra-simple" ? 8 : 16]}
          />
          {m(avatar.skinColour, 0.6)}
        </mesh>
        {level !== "ultra-simple" && (
          <>
            {[-0.08, 0.08].map((x) => (
              <mesh key={x} position={[x, 1.49, 0.19]}>
                <sphereGeometry args={[0.03, 8, 6]} />
                <meshBasicMaterial color="#1d1d1d" />
              </mesh>
            ))}
            <mesh ref={mouth} position={[0, 1.37, 0.2]}>
              <boxGeometry args={[0.09, 0.03, 0.02]} />
              <meshBasicMaterial color="#7a2630" />
            </mesh>
          </>
        )}
        {level === "basic" && (
          <>
            <Hair avatar={avatar} quality={quality} />
            {[-0.33, 0.33].map((x) => (
              <mesh key={x} position={[x, 0.8, 0]} rotation={[0, 0, x > 0 ? 0.15 : -0.15]} castShadow>
                <capsuleGeometry args={[0.07, 0.45, 4, 8]} />
                {m(avatar.shirtColour)}
              </mesh>
            ))}
            <Accessory avatar={avatar} quality={quality} />
          </>
        )}
        {children}
      </group>
    </group>
  );
}

function Hair({ avatar, quality }: { avatar: AvatarConfig; quality: MaterialQuality }) {
  if (avatar.hairStyle === "none") return null;
  const material = <SurfaceMaterial quality={quality} colour={avatar.hairColour} roughness={0.9} />;
  return (
    <>
      <mesh position={[0, 1.52, -0.02]} scale={[1.05, 0.75, 1.05]}>
        <sphereGeometry args={[0.23, 20, 12, 0, Math.PI * 2, 0, Math.PI / 2]} />
        {material}
      </mesh>
      {avatar.hairStyle === "long" && (
        <mesh position={[0, 1.3, -0.12]}>
          <boxGeometry args={[0.42, 0.45, 0.12]} />
          {material}
        </mesh>
      )}
      {avatar.hairStyle === "bun" && (
        <mesh position={[0, 1.72, -0.08]}>
          <sphereGeometry args={[0.1, 12, 10]} />
          {material}
        </mesh>
      )}
    </>
  );
}

function Accessory({ avatar, quality }: { avatar: AvatarConfig; quality: MaterialQuality }) {
  switch (avatar.accessory) {
    case "glasses":
      return (
        <mesh position={[0, 1.49, 0.21]}>
          <boxGeometry args={[0.3, 0.06, 0.02]} />
          <meshBasicMaterial color="#222222" />
        </mesh>
      );
    case "hat":
      return (
        <mesh position={[0, 1.7, 0]}>
          <cylinderGeometry args={[0.2, 0.24, 0.18, 20]} />
          <SurfaceMaterial quality={quality} colour="#333344" />
        </mesh>
      );
    case "bow-tie":
      return (
        <mesh position={[0, 1.2, 0.22]} rotation={[0, 0, Math.PI / 4]}>
          <boxGeometry args={[0.09, 0.09, 0.03]} />
          <meshBasicMaterial color="#111111" />
        </mesh>
      );
    case "apron":
      return (
        <mesh position={[0, 0.6, 0.26]}>
          <boxGeometry args={[0.42, 0.6, 0.02]} />
          <SurfaceMaterial quality={quality} colour="#fafafa" />
        </mesh>
      );
    default:
      return null;
  }
}
