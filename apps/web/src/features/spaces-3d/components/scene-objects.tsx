import type { SceneDescription, SceneInteractive, SceneProp } from "@app/contract/scene";
import type { MaterialQuality, RenderSettings } from "@app/domain/scene/render-settings";
import { useFrame } from "@react-three/fiber";
import { useEffect, useMemo, useRef } from "react";
import { DoubleSide, type Mesh, type MeshLambertMaterial } from "three";
import { SurfaceMaterial } from "@/shared/avatar-3d/surface-material";
import { makeLabelTexture } from "../lib/canvas-label";

/** The floor and four walls. */
export function Room({ room, quality }: { room: SceneDescription["room"]; quality: MaterialQuality }) {
  const { width: w, depth: d, height: h } = room;
  const walls: [number, number, number, number, number][] = [
    [0, h / 2, -d / 2, w, 0],
    [0, h / 2, d / 2, w, Math.PI],
    [-w / 2, h / 2, 0, d, Math.PI / 2],
    [w / 2, h / 2, 0, d, -Math.PI / 2],
  ];
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[w, d]} />
        <SurfaceMaterial quality={quality} colour={room.floorColour} roughness={0.9} />
      </mesh>
      {walls.map(([x, y, z, span, turn]) => (
        <mesh key={`${x}:${z}`} position={[x, y, z]} rotation={[0, turn, 0]} receiveShadow>
          <planeGeometry args={[span, h]} />
          <SurfaceMaterial quality={quality} colour={room.wallColour} roughness={0.95} side={DoubleSide} />
        </mesh>
      ))}
    </group>
  );
}

function Shape({ shape, size }: { shape: SceneProp["shape"]; size: SceneProp["size"] }) {
  if (shape === "cylinder") return <cylinderGeometry args={[size[0] / 2, size[0] / 2, size[1], 24]} />;
  if (shape === "sphere") return <sphereGeometry args={[size[0] / 2, 24, 16]} />;
  return <boxGeometry args={size} />;
}

/** The room's furniture. */
export function Props({ props, settings }: { props: SceneProp[]; settings: RenderSettings }) {
  return (
    <>
      {props.map((p) => (
        <mesh key={p.id} position={p.position} castShadow={settings.shadows} receiveShadow={settings.shadows}>
          <Shape shape={p.shape} size={p.size} />
          <SurfaceMaterial
            quality={settings.materials}
            colour={p.colour}
            roughness={p.roughness}
            metalness={p.metalness}
          />
        </mesh>
      ))}
    </>
  );
}

/**
 * One interactive object: a click (or tap) acts on it. Progress is a green band up a book's spine;
 * the "up next" object glows (pulsing while animations are on); the one focused in the list grows.
 */
export function Interactive({
  item,
  settings,
  isFocused,
  onActivate,
}: {
  item: SceneInteractive;
  settings: RenderSettings;
  isFocused: boolean;
  onActivate: (item: SceneInteractive) => void;
}) {
  const glow = useRef<Mesh>(null);
  const texture = useMemo(() => {
    if (item.kind === "card") {
      return makeLabelTexture(
        [
          { text: item.label, size: 34, bold: true },
          { text: item.detail ?? "", size: 26 },
        ],
        { width: 512, height: 330, background: item.colour, colour: "#1e293b" },
      );
    }
    if (item.kind === "sign") {
      return makeLabelTexture([{ text: item.group ?? item.label, size: 44, bold: true }], {
        width: 512,
        height: 96,
        background: item.colour,
        colour: "#3b2a1a",
      });
    }
    return null;
  }, [item]);
  useEffect(() => () => texture?.dispose(), [texture]);
  useFrame(({ clock }) => {
    const material = glow.current?.material as MeshLambertMaterial | undefined;
    if (material && item.isHighlighted) {
      material.emissiveIntensity = settings.isIdleAnimated
        ? 0.5 + Math.sin(clock.getElapsedTime() * 3) * 0.35
        : 0.6;
    }
  });
  const [sx, sy, sz] = item.size;
  const scale = isFocused ? 1.12 : 1;
  const handlers = {
    onClick: (e: { stopPropagation: () => void }) => {
      e.stopPropagation();
      onActivate(item);
    },
    onPointerOver: () => {
      document.body.style.cursor = "pointer";
    },
    onPointerOut: () => {
      document.body.style.cursor = "";
    },
  };
  if (item.kind === "character") {
    return (
      <mesh position={item.position} {...handlers}>
        <boxGeometry args={item.size} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
    );
  }
  if (texture) {
    // A sign on a side wall faces into the room; a card faces the centre.
    const turn =
      item.kind === "sign"
        ? item.position[0] < 0
          ? Math.PI / 2
          : -Math.PI / 2
        : Math.atan2(-item.position[0], -item.position[2]);
    const [w, h] = item.kind === "sign" ? [sz, sy] : [sx, sy];
    return (
      <mesh position={item.position} rotation={[0, turn, 0]} scale={scale} {...handlers}>
        <planeGeometry args={[w, h]} />
        <meshBasicMaterial map={texture} side={DoubleSide} toneMapped={false} />
      </mesh>
    );
  }
  const progress = item.progress ?? 0;
  return (
    <group position={item.position} scale={scale}>
      <mesh ref={glow} castShadow={settings.shadows} {...handlers}>
        <boxGeometry args={item.size} />
        <SurfaceMaterial
          quality={settings.materials}
          colour={item.colour}
          roughness={0.6}
          emissive={item.isHighlighted ? "#ffcc33" : isFocused ? "#3366ff" : undefined}
          emissiveIntensity={item.isHighlighted || isFocused ? 0.6 : 0}
        />
      </mesh>
      {item.kind === "book" && progress > 0 && (
        <mesh
          position={[
            item.position[0] < 0 ? sx / 2 + 0.004 : -sx / 2 - 0.004,
            -sy / 2 + (sy * progress) / 2,
            0,
          ]}
        >
          <boxGeometry args={[0.01, sy * progress, sz * 0.25]} />
          <meshBasicMaterial color="#22c55e" />
        </mesh>
      )}
    </group>
  );
}
