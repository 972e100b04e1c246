import { DEFAULT_AVATAR } from "@app/contract/scene";
import { buildAvatarScene } from "@app/domain/scene/rooms";
import { useState } from "react";
import type { Object3D } from "three";
import { PageIntro } from "@/components/page-intro";
import { useAvatar } from "@/features/spaces-3d/api/get-avatar";
import { ModelLoaderPanel } from "@/features/spaces-3d/components/model-loader-panel";
import { SceneView } from "@/features/spaces-3d/components/scene-view";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

/** A glTF avatar (from this site or a picked file) on the avatar stage; `simple` draws it in plain materials. */
export function GltfAvatarTest({ simple, title }: { simple: boolean; title: string }) {
  const { studentId } = useActiveStudent();
  const avatar = useAvatar(studentId).data?.avatar ?? DEFAULT_AVATAR;
  const [model, setModel] = useState<Object3D | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title={title}>
        <p className="text-base">
          Bring an avatar made elsewhere as a glTF file: from an address on this site or a file on your
          device. When it cannot load, your built-in avatar stands in.
        </p>
      </PageIntro>
      <SceneView
        scene={buildAvatarScene(avatar, simple ? "simple" : "basic")}
        avatarLevel={simple ? "simple" : "basic"}
        model={model}
        panel={<ModelLoaderPanel onModel={setModel} />}
      />
    </div>
  );
}

/** /student/ready-player-me-test */
export default function ReadyPlayerMeTestPage() {
  return <GltfAvatarTest simple={false} title="Avatar test" />;
}
