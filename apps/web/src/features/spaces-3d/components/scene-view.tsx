import type { AvatarConfig, SceneDescription, SceneInteractive } from "@app/contract/scene";
import { renderSettingsFor } from "@app/domain/scene/render-settings";
import type { AvatarLevel } from "@app/domain/scene/rooms";
import {
  Component,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import type { Object3D } from "three";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isFeatureEnabled } from "@/lib/feature-flags";
import { hasWebGl, prefers2d, setPrefers2d } from "@/shared/avatar-3d/webgl-support";
import { useScenePerformance } from "../hooks/use-scene-performance";
import { ObjectList } from "./object-list";
import { PerformanceNotice } from "./performance-notice";

// three.js and the scene code load only when a scene is drawn in 3D.
const SceneCanvas = lazy(() => import("./scene-canvas"));

const MOVE_KEYS = new Set(["w", "a", "s", "d", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

class CanvasBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.warn("The 3D view could not start; showing the 2D version.", error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface SceneViewProps {
  scene: SceneDescription;
  /** Acting on an object without a link (the page's own action). */
  onActivate?: (item: SceneInteractive) => void;
  /** Beside the canvas and in the 2D version: the café's dialogue, an editor. */
  panel?: ReactNode;
  speakingId?: string | null;
  playerAvatar?: AvatarConfig;
  avatarLevel?: AvatarLevel;
  model?: Object3D | null;
  listHeading?: string;
}

const HELP = {
  "first-person": "W A S D or the arrow keys walk, drag (or lock the mouse) to look around.",
  "third-person": "W and S or up and down walk, A and D or left and right turn; drag to turn.",
  orbit: "Drag to turn around.",
} as const;

/**
 * One 3D space (issue 27): the canvas with its controls, the list of what is in it, performance
 * mode, and the 2D version when WebGL is missing or the student prefers it.
 */
export function SceneView(props: SceneViewProps) {
  const { scene } = props;
  const navigate = useNavigate();
  const performance = useScenePerformance();
  const [canDraw] = useState(hasWebGl);
  const [isFlat, setFlat] = useState(prefers2d);
  const [hasFailed, setFailed] = useState(false);
  const [isReady, setReady] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const keys = useRef(new Set<string>());
  const frame = useRef<HTMLDivElement>(null);
  const settings = useMemo(
    () =>
      renderSettingsFor({
        detail: scene.detail,
        isPerformanceMode: performance.isOn,
        devicePixelRatio: typeof window === "undefined" ? 1 : window.devicePixelRatio,
        disableHeavyAnimations: isFeatureEnabled("disable_heavy_animations"),
        disableVisualEffects: isFeatureEnabled("disable_visual_effects"),
      }),
    [scene.detail, performance.isOn],
  );
  const { onActivate: onPageActivate } = props;
  const activate = useCallback(
    (item: SceneInteractive) => {
      if (item.href) navigate(item.href);
      else onPageActivate?.(item);
    },
    [navigate, onPageActivate],
  );
  const is3d = canDraw && !isFlat && !hasFailed;
  const onKey = (e: KeyboardEvent, isDown: boolean) => {
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (!MOVE_KEYS.has(key)) return;
    e.preventDefault();
    if (isDown) keys.current.add(key);
    else keys.current.delete(key);
  };
  const hold = (key: string) => ({
    onPointerDown: () => keys.current.add(key),
    onPointerUp: () => keys.current.delete(key),
    onPointerLeave: () => keys.current.delete(key),
  });
  const chooseFlat = (value: boolean) => {
    setPrefers2d(value);
    setFlat(value);
    setReady(false);
  };

  return (
    <div
      className="grid gap-4"
      data-testid="scene-view"
      data-view={is3d ? "3d" : "2d"}
      data-scene-ready={is3d ? String(isReady) : "true"}
      data-performance-mode={performance.isOn ? "on" : "off"}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {is3d ? <PerformanceNotice performance={performance} /> : <span />}
        {canDraw && (
          <Button size="sm" variant="outline" onClick={() => chooseFlat(is3d)}>
            {is3d ? "Show the 2D version" : "Show in 3D"}
          </Button>
        )}
      </div>
      {!canDraw && (
        <Alert tone="info" title="Showing the 2D version">
          This browser cannot draw 3D (WebGL is off or missing). Everything in the room is listed below.
        </Alert>
      )}
      {hasFailed && (
        <Alert tone="info" title="Showing the 2D version">
          The 3D view could not start on this device. Everything in the room is listed below.
        </Alert>
      )}
      <div className={is3d ? "grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]" : "grid gap-4"}>
        {is3d && (
          <div className="grid gap-2">
            <div
              ref={frame}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the scene takes movement keys when focused; everything in it is also in the list
              tabIndex={0}
              role="application"
              aria-label={`${scene.title}, 3D view. ${HELP[scene.camera.mode]} Everything here is also in the list beside it.`}
              onKeyDown={(e) => onKey(e, true)}
              onKeyUp={(e) => onKey(e, false)}
              onBlur={() => keys.current.clear()}
              className="relative aspect-[16/10] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CanvasBoundary onError={() => setFailed(true)}>
                <Suspense
                  fallback={
                    <div className="absolute inset-0 grid place-items-center text-slate-100">
                      <Spinner label="Loading the 3D view" />
                    </div>
                  }
                >
                  <SceneCanvas
                    scene={scene}
                    settings={settings}
                    sampler={performance.sampler}
                    keys={keys}
                    focusedId={focusedId}
                    speakingId={props.speakingId}
                    playerAvatar={props.playerAvatar}
                    avatarLevel={props.avatarLevel}
                    model={props.model}
                    onActivate={activate}
                    onFirstFrame={() => setReady(true)}
                  />
                </Suspense>
              </CanvasBoundary>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span>{HELP[scene.camera.mode]}</span>
              {scene.camera.mode === "first-person" && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => frame.current?.querySelector("canvas")?.requestPointerLock?.()}
                >
                  Lock the mouse to look (Esc to leave)
                </Button>
              )}
              {scene.camera.mode !== "orbit" && (
                <span className="flex gap-1" aria-hidden>
                  {[
                    ["ArrowLeft", "◀"],
                    ["ArrowUp", "▲"],
                    ["ArrowDown", "▼"],
                    ["ArrowRight", "▶"],
                  ].map(([key, symbol]) => (
                    <button
                      key={key}
                      type="button"
                      tabIndex={-1}
                      className="size-9 rounded-md border border-slate-300 bg-white text-slate-700 select-none"
                      {...hold(key!)}
                    >
                      {symbol}
                    </button>
                  ))}
                </span>
              )}
            </div>
          </div>
        )}
        <aside className="grid content-start gap-4">
          {props.panel}
          <ObjectList
            items={scene.interactives}
            onActivate={activate}
            onFocusItem={setFocusedId}
            heading={props.listHeading}
          />
        </aside>
      </div>
    </div>
  );
}
