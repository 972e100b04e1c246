import { TUTOR_AVATAR } from "@app/domain/scene/rooms";
import { Canvas } from "@react-three/fiber";
import { useState } from "react";
import { SceneAvatar } from "@/shared/avatar-3d/scene-avatar";

/**
 * The tutor's face in 3D (a lazy chunk with three.js): the procedural avatar's head and shoulders,
 * breathing unless reduced motion is asked for, its mouth moving while the tutor speaks.
 */
export default function TutorFaceCanvas({ isSpeaking }: { isSpeaking: boolean }) {
  const [isReducedMotion] = useState(
    () =>
      typeof window.matchMedia === "function" &&
      window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  const [isReady, setReady] = useState(false);
  return (
    <div
      className="size-16 overflow-hidden rounded-full bg-[#d7efef]"
      data-testid="tutor-face-3d"
      data-ready={isReady}
    >
      <Canvas
        dpr={[1, 1.5]}
        gl={{ antialias: true, powerPreference: "low-power" }}
        camera={{ fov: 30, near: 0.1, far: 10, position: [0, 1.42, 1.25] }}
        onCreated={({ camera }) => {
          camera.lookAt(0, 1.36, 0);
          setReady(true);
        }}
      >
        <ambientLight intensity={0.9} />
        <directionalLight position={[1, 2, 2]} intensity={1.2} />
        <SceneAvatar
          avatar={TUTOR_AVATAR}
          level="basic"
          quality="standard"
          isSpeaking={isSpeaking}
          isIdleAnimated={!isReducedMotion}
        />
      </Canvas>
    </div>
  );
}
