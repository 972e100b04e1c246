import type { AvatarConfig } from "@app/contract/scene";
import { type AvatarLevel, buildAvatarScene } from "@app/domain/scene/rooms";
import { useState } from "react";
import { PageIntro } from "@/components/page-intro";
import { Skeleton } from "@/components/ui/skeleton";
import { useAvatar } from "@/features/spaces-3d/api/get-avatar";
import { useUpdateAvatar } from "@/features/spaces-3d/api/update-avatar";
import { AvatarEditor } from "@/features/spaces-3d/components/avatar-editor";
import { SceneView } from "@/features/spaces-3d/components/scene-view";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

const ABOUT: Record<AvatarLevel, string> = {
  basic: "Your avatar at full detail: hair, arms, an accessory, breathing while idle.",
  simple: "Your avatar in fewer shapes: body, head and face.",
  "ultra-simple": "Your avatar in the fewest shapes, for the slowest devices.",
};

/** The avatar at one level of detail, with its editor (saved on the server). */
export function AvatarTest({ level, title }: { level: AvatarLevel; title: string }) {
  const { studentId } = useActiveStudent();
  const saved = useAvatar(studentId);
  const update = useUpdateAvatar(studentId);
  const [draft, setDraft] = useState<AvatarConfig | null>(null);
  const avatar = draft ?? saved.data?.avatar ?? null;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title={title}>
        <p className="text-base">
          {ABOUT[level]} The same avatar walks with you in the library and the café.
        </p>
      </PageIntro>
      {avatar === null ? (
        saved.isError ? (
          <p role="alert">Your avatar could not be loaded: {saved.error.message}</p>
        ) : (
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
        )
      ) : (
        <SceneView
          scene={buildAvatarScene(avatar, level)}
          avatarLevel={level}
          panel={
            <AvatarEditor
              value={avatar}
              onChange={setDraft}
              onSave={() => update.mutate(avatar)}
              isSaving={update.isPending}
              saveError={update.error?.message ?? null}
              savedAt={update.data?.updated_at ?? null}
            />
          }
        />
      )}
    </div>
  );
}
