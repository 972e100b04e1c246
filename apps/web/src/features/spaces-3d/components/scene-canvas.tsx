import type { AvatarConfig, SceneDescription, SceneInteractive } from "@app/contract/scene";
import { DEFAULT_AVATAR } from "@app/contract/scene";
import type { RenderSettings } from "@app/domain/scene/render-settings";
import type { AvatarLevel } from "@app/domain/scene/rooms";
import { Environment, Lightformer } from "@react-three/drei";
import { Canvas, useFrame } from "@react-three/fiber";
import { useRef } from "react";
import type { Object3D } from "three";
import type { FrameSampler } from "@/lib/performance-monitor";
import { SceneAvatar } from "@/shared/avatar-3d/scene-avatar";
import { FirstPersonControls, type HeldKeys, OrbitControls, ThirdPersonControls } from "./scene-controls";
import { Interactive, Props, Room } from "./scene-objects";

export interface SceneCanvasProps {
  scene: SceneDescription;
  settings: RenderSettings;
  sampler: FrameSampler;
  keys: HeldKeys;
  focusedId: string | null;
  speakingId?: string | null;
  playerAvatar?: AvatarConfig;
  avatarLevel?: AvatarLevel;
  /** A loaded glTF model standing in for the avatar (the glTF avatar test). */
  model?: Object3D | null;
  onActivate: (item: SceneInteractive) => void;
  onFirstFrame: () => void;
}

/** Draws each frame itself to time the renderer (spec 4.9 measures the real renderer). */
function TimedRender({ sampler, onFirstFrame }: { sampler: FrameSampler; onFirstFrame: () => void }) {
  const isFirst = useRef(true);
  useFrame(({ gl, scene, camera }) => {
    const start = performance.now();
    gl.render(scene, camera);
    sampler.frame(performance.now() - start);
    if (isFirst.current) {
      isFirst.current = false;
      onFirstFrame();
    }
  }, 1);
  return null;
}

/** The one scene runtime (issue 27): any scene description, drawn at the given settings. */
export default function SceneCanvas(props: SceneCanvasProps) {
  const { scene, settings } = props;
  const player = props.playerAvatar ?? DEFAULT_AVATAR;
  const mode = scene.camera.mode;
  return (
    <Canvas
      // A new context when anti-aliasing changes: WebGL fixes it at creation.
      key={settings.antialias ? "aa" : "plain"}
      dpr={settings.pixelRatio}
      shadows={settings.shadows}
      gl={{ antialias: settings.antialias, powerPreference: "high-performance" }}
      camera={{ fov: 60, near: 0.05, far: 100, position: scene.camera.start }}
      style={{ touchAction: "none" }}
    >
      <color attach="background" args={[scene.background]} />
      {scene.lights.map((light, i) => {
        const key = `${light.kind}-${i}`;
        if (light.kind === "ambient")
          return <ambientLight key={key} color={light.colour} intensity={light.intensity} />;
        const castShadow = settings.shadows && light.castsShadow;
        if (light.kind === "point") {
          return (
            <pointLight
              key={key}
              color={light.colour}
              intensity={light.intensity}
              position={light.position}
              castShadow={castShadow}
            />
          );
        }
        return (
          <directionalLight
            key={key}
            color={light.colour}
            intensity={light.intensity}
            position={light.position}
            castShadow={castShadow}
            shadow-mapSize={[1024, 1024]}
          />
        );
      })}
      {settings.effects && settings.materials === "physical" && (
        <Environment resolution={64}>
          <Lightformer form="rect" intensity={2} position={[0, 4, -2]} scale={[6, 2, 1]} />
          <Lightformer form="ring" color="#ffd27f" intensity={3} position={[3, 2, 3]} scale={2} />
        </Environment>
      )}
      <Room room={scene.room} quality={settings.materials} />
      <Props props={scene.props} settings={settings} />
      {scene.characters
        .filter((c) => !(c.isPlayer && mode === "third-person"))
        .map((c) =>
          props.model && c.id === "avatar" ? (
            <primitive key={c.id} object={props.model} position={c.position} />
          ) : (
            <SceneAvatar
              key={c.id}
              avatar={c.isPlayer ? player : c.avatar}
              level={props.avatarLevel}
              quality={settings.materials}
              position={c.position}
              facing={c.facing}
              isSpeaking={props.speakingId === c.id}
              isIdleAnimated={settings.isIdleAnimated}
            />
          ),
        )}
      {scene.interactives
        .filter((item) => !item.isListOnly)
        .map((item) => (
          <Interactive
            key={item.id}
            item={item}
            settings={settings}
            isFocused={props.focusedId === item.id}
            onActivate={props.onActivate}
          />
        ))}
      {mode === "first-person" && <FirstPersonControls scene={scene} keys={props.keys} />}
      {mode === "third-person" && (
        <ThirdPersonControls
          scene={scene}
          keys={props.keys}
          avatar={player}
          quality={settings.materials}
          isIdleAnimated={settings.isIdleAnimated}
          model={props.model}
        />
      )}
      {mode === "orbit" && <OrbitControls scene={scene} isIdleAnimated={settings.isIdleAnimated} />}
      <TimedRender sampler={props.sampler} onFirstFrame={props.onFirstFrame} />
    </Canvas>
  );
}
