import { buildDemoScene } from "@app/domain/scene/rooms";
import { PageIntro } from "@/components/page-intro";
import { SceneView } from "@/features/spaces-3d/components/scene-view";

/** /student/working-3d-demo: the scene engine in a small room. */
export default function Working3dDemoPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="3D demo">
        <p className="text-base">
          A small room drawn by the same engine as the 3D library and the café. Walk around; the door leads to
          your library.
        </p>
      </PageIntro>
      <SceneView scene={buildDemoScene()} />
    </div>
  );
}
