import type { SceneDescription } from "@app/contract/scene";
import { buildDemoScene } from "@app/domain/scene/rooms";
import { useState } from "react";
import { PageIntro } from "@/components/page-intro";
import { SceneEditor } from "@/features/spaces-3d/components/scene-editor";
import { SceneView } from "@/features/spaces-3d/components/scene-view";

/** /student/configurable-set-demo: a scene and its description side by side, edited live. */
export default function ConfigurableSetDemoPage() {
  const [initial] = useState(buildDemoScene);
  const [scene, setScene] = useState<SceneDescription>(initial);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title="Configurable set demo">
        <p className="text-base">
          Every 3D space here is a description like this one. Edit it and watch the set change.
        </p>
      </PageIntro>
      <SceneView scene={scene} panel={<SceneEditor initial={initial} onChange={setScene} />} />
    </div>
  );
}
