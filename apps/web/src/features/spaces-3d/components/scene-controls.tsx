import type { AvatarConfig, SceneDescription } from "@app/contract/scene";
import type { MaterialQuality } from "@app/domain/scene/render-settings";
import { useFrame, useThree } from "@react-three/fiber";
import { type RefObject, useEffect, useRef } from "react";
import { type Group, type Object3D, Vector3 } from "three";
import { SceneAvatar } from "@/shared/avatar-3d/scene-avatar";

/** Keys held down on the scene (filled by the scene's keyboard handler and the touch pad). */
export type HeldKeys = RefObject<Set<string>>;

const WALK_SPEED = 2.6;
const TURN_SPEED = 1.8;
const LOOK_SPEED = 0.005;

function axis(keys: Set<string>, plus: string[], minus: string[]): number {
  return (plus.some((k) => keys.has(k)) ? 1 : 0) - (minus.some((k) => keys.has(k)) ? 1 : 0);
}

/** Drag (mouse or touch) and, when the pointer is locked, plain mouse moves turn the view. */
function useLook(onLook: (dx: number, dy: number) => void) {
  const { gl } = useThree();
  const look = useRef(onLook);
  look.current = onLook;
  useEffect(() => {
    const el = gl.domElement;
    let last: { x: number; y: number } | null = null;
    const down = (e: PointerEvent) => {
      last = { x: e.clientX, y: e.clientY };
    };
    const move = (e: PointerEvent) => {
      if (document.pointerLockElement === el) return look.current(e.movementX, e.movementY);
      if (!last) return;
      look.current(e.clientX - last.x, e.clientY - last.y);
      last = { x: e.clientX, y: e.clientY };
    };
    const up = () => {
      last = null;
    };
    el.addEventListener("pointerdown", down);
    el.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    return () => {
      el.removeEventListener("pointerdown", down);
      el.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
    };
  }, [gl]);
}

function clampToRoom(p: Vector3, room: SceneDescription["room"]) {
  p.x = Math.max(-room.width / 2 + 0.5, Math.min(room.width / 2 - 0.5, p.x));
  p.z = Math.max(-room.depth / 2 + 0.5, Math.min(room.depth / 2 - 0.5, p.z));
}

/** First person: W/S or up/down walk, A/D strafe, left/right turn, drag or locked mouse to look. */
export function FirstPersonControls({ scene, keys }: { scene: SceneDescription; keys: HeldKeys }) {
  const { camera } = useThree();
  const yaw = useRef(0);
  const pitch = useRef(0);
  useEffect(() => {
    const [sx, sy, sz] = scene.camera.start;
    const [lx, ly, lz] = scene.camera.lookAt;
    camera.position.set(sx, sy, sz);
    yaw.current = Math.atan2(-(lx - sx), -(lz - sz));
    pitch.current = Math.atan2(ly - sy, Math.hypot(lx - sx, lz - sz));
  }, [camera, scene.camera.start, scene.camera.lookAt]);
  useLook((dx, dy) => {
    yaw.current -= dx * LOOK_SPEED;
    pitch.current = Math.max(-1.2, Math.min(1.2, pitch.current - dy * LOOK_SPEED));
  });
  const forward = new Vector3();
  const right = new Vector3();
  useFrame((_, delta) => {
    const held = keys.current;
    const step = Math.min(delta, 0.1);
    yaw.current += axis(held, ["ArrowLeft"], ["ArrowRight"]) * TURN_SPEED * step;
    const walk = axis(held, ["w", "ArrowUp"], ["s", "ArrowDown"]);
    const strafe = axis(held, ["d"], ["a"]);
    forward.set(-Math.sin(yaw.current), 0, -Math.cos(yaw.current));
    right.set(Math.cos(yaw.current), 0, -Math.sin(yaw.current));
    camera.position.addScaledVector(forward, walk * WALK_SPEED * step);
    camera.position.addScaledVector(right, strafe * WALK_SPEED * step);
    clampToRoom(camera.position, scene.room);
    camera.rotation.set(pitch.current, yaw.current, 0, "YXZ");
  });
  return null;
}

/**
 * Third person: the player's avatar walks (W/S or up/down) and turns (A/D or left/right, or drag);
 * the camera follows behind it. A loaded glTF model may stand in for the built-in avatar.
 */
export function ThirdPersonControls({
  scene,
  keys,
  avatar,
  quality,
  isIdleAnimated,
  model,
}: {
  scene: SceneDescription;
  keys: HeldKeys;
  avatar: AvatarConfig;
  quality: MaterialQuality;
  isIdleAnimated: boolean;
  model?: Object3D | null;
}) {
  const { camera } = useThree();
  const player = scene.characters.find((c) => c.isPlayer);
  const body = useRef<Group>(null);
  const facing = useRef(player?.facing ?? Math.PI);
  const position = useRef(new Vector3(...(player?.position ?? [0, 0, 0])));
  useLook((dx) => {
    facing.current -= dx * LOOK_SPEED;
  });
  const behind = new Vector3();
  const target = new Vector3();
  useFrame((_, delta) => {
    const held = keys.current;
    const step = Math.min(delta, 0.1);
    facing.current += axis(held, ["a", "ArrowLeft"], ["d", "ArrowRight"]) * TURN_SPEED * step;
    const walk = axis(held, ["w", "ArrowUp"], ["s", "ArrowDown"]);
    // The avatar faces +z at rest: a facing of pi looks down -z, into the room.
    position.current.x += Math.sin(facing.current) * walk * WALK_SPEED * step;
    position.current.z += Math.cos(facing.current) * walk * WALK_SPEED * step;
    clampToRoom(position.current, scene.room);
    body.current?.position.copy(position.current);
    body.current?.rotation.set(0, facing.current, 0);
    behind.set(-Math.sin(facing.current) * 3.2, 2.1, -Math.cos(facing.current) * 3.2).add(position.current);
    // Never behind a wall: the camera stays inside the room.
    clampToRoom(behind, scene.room);
    camera.position.lerp(behind, Math.min(1, step * 6));
    target.copy(position.current).setY(1.3);
    camera.lookAt(target);
  });
  return (
    <group ref={body}>
      {model ? (
        <primitive object={model} />
      ) : (
        <SceneAvatar avatar={avatar} quality={quality} isIdleAnimated={isIdleAnimated} />
      )}
    </group>
  );
}

/** Orbit: drag to turn around the subject; it turns slowly on its own while idle animations are on. */
export function OrbitControls({
  scene,
  isIdleAnimated,
}: {
  scene: SceneDescription;
  isIdleAnimated: boolean;
}) {
  const { camera } = useThree();
  const [sx, sy, sz] = scene.camera.start;
  const [lx, ly, lz] = scene.camera.lookAt;
  const angle = useRef(Math.atan2(sx - lx, sz - lz));
  const height = useRef(sy);
  const radius = Math.hypot(sx - lx, sz - lz);
  useLook((dx, dy) => {
    angle.current -= dx * LOOK_SPEED;
    height.current = Math.max(0.3, Math.min(4, height.current + dy * 0.01));
  });
  useFrame((_, delta) => {
    if (isIdleAnimated) angle.current += Math.min(delta, 0.1) * 0.2;
    camera.position.set(
      lx + Math.sin(angle.current) * radius,
      height.current,
      lz + Math.cos(angle.current) * radius,
    );
    camera.lookAt(lx, ly, lz);
  });
  return null;
}
