import { Component, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { isFeatureEnabled } from "@/lib/feature-flags";
import { isPerformanceModeOn, subscribePerformanceMode } from "@/lib/performance-mode";
import { hasWebGl } from "@/shared/avatar-3d/webgl-support";
import { isTutorSpeaking, subscribeTutorSpeaking } from "../lib/speak";

// three.js and the avatar load only here, when the panel shows the 3D face.
const TutorFaceCanvas = lazy(() => import("./tutor-face-canvas"));

/** A WebGL failure after all (a lost context, a driver refusing) shows the 2D face. */
class FaceBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The 2D face: the same look in SVG, its mouth opening and closing while the tutor speaks. */
export function TutorFace2d({ isSpeaking }: { isSpeaking: boolean }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className="size-16 shrink-0"
      aria-hidden
      data-testid="tutor-face-2d"
      data-speaking={isSpeaking}
    >
      <circle cx="32" cy="32" r="31" fill="#d7efef" />
      <circle cx="32" cy="16" r="9" fill="#6b4423" />
      <circle cx="32" cy="31" r="16" fill="#e0ac69" />
      <path d="M16 28 q16 -16 32 0 v-6 q-16 -12 -32 0 z" fill="#6b4423" />
      <circle cx="26" cy="31" r="4.5" fill="none" stroke="#333344" strokeWidth="1.5" />
      <circle cx="38" cy="31" r="4.5" fill="none" stroke="#333344" strokeWidth="1.5" />
      <path d="M30.5 31 h3" stroke="#333344" strokeWidth="1.5" />
      <circle cx="26" cy="31" r="1.4" fill="#1b1b1b" />
      <circle cx="38" cy="31" r="1.4" fill="#1b1b1b" />
      <ellipse
        cx="32"
        cy="40"
        rx="4"
        ry="1.4"
        fill="#7a2e2e"
        className={isSpeaking ? "motion-safe:animate-[tutor-mouth_0.25s_ease-in-out_infinite_alternate]" : ""}
        style={isSpeaking ? { transformBox: "fill-box", transformOrigin: "center" } : undefined}
      />
      <path d="M12 64 q20 -22 40 0 z" fill="#1f8a8a" />
    </svg>
  );
}

/**
 * The AI tutor's face (issue 27, flag `tutor_3d_avatar`): the procedural avatar in 3D, its mouth
 * moving while the tutor speaks; the 2D face without WebGL, in performance mode, or while the 3D
 * code loads. Nothing with the flag off.
 */
export function TutorFace() {
  const isSpeaking = useSyncExternalStore(subscribeTutorSpeaking, isTutorSpeaking, () => false);
  const isPerformanceMode = useSyncExternalStore(subscribePerformanceMode, isPerformanceModeOn, () => false);
  const [canDraw3d] = useState(() => hasWebGl());
  if (!isFeatureEnabled("tutor_3d_avatar")) return null;
  const flat = <TutorFace2d isSpeaking={isSpeaking} />;
  const label = isSpeaking ? "The tutor's face, speaking" : "The tutor's face";
  return (
    <div role="img" aria-label={label} className="shrink-0" data-testid="tutor-face">
      {!canDraw3d || isPerformanceMode ? (
        flat
      ) : (
        <FaceBoundary fallback={flat}>
          <Suspense fallback={flat}>
            <TutorFaceCanvas isSpeaking={isSpeaking} />
          </Suspense>
        </FaceBoundary>
      )}
    </div>
  );
}
