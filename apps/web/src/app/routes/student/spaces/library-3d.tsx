import type { CameraMode, SceneDetail } from "@app/contract/scene";
import { buildLibraryScene, groupIntoShelves, orderShelvesBySubjects } from "@app/domain/scene/library-scene";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { batchProgressQueryOptions } from "@/features/library/api/get-batch-progress";
import { SceneView } from "@/features/spaces-3d/components/scene-view";
import { withStudentId } from "@/lib/student-query";
import { libraryQueryOptions } from "@/shared/library/library-api";
import { useActiveStudent } from "@/shared/student/hooks/use-active-student";

const INTRO: Record<string, string> = {
  "first-person":
    "Walk between the shelves: each shelf is one of your subjects, each book one of your lessons.",
  "third-person": "Walk your avatar between the shelves: each shelf is a subject, each book a lesson.",
};

/**
 * The 3D library (issue 27): the student's materials from the library, grouped into a shelf per
 * subject, with their progress; the same page in first person, third person, or plain shapes.
 */
export function Library3d({ mode, detail, title }: { mode: CameraMode; detail: SceneDetail; title: string }) {
  const { student, studentId, isParentAccount, error: profileError } = useActiveStudent();
  const library = useQuery({
    ...libraryQueryOptions({ type: "material", limit: 100 }, studentId),
    enabled: student !== null,
  });
  const items = (library.data?.content ?? []).filter((i) => i.material_id !== null || i.type === "material");
  const ids = items.map((i) => i.material_id ?? i.id);
  const progress = useQuery({ ...batchProgressQueryOptions(ids, studentId), enabled: ids.length > 0 });
  const linkFor = (path: string) => withStudentId(path, isParentAccount ? studentId : null);

  let content: ReactNode;
  if (profileError || library.isError) {
    content = (
      <Alert tone="error" title="Failed to load your library">
        <p>{(profileError ?? library.error)?.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void library.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!student && !library.isPending) {
    content = <Alert tone="info">There is no student profile on this account yet.</Alert>;
  } else if (library.isPending || (ids.length > 0 && progress.isPending)) {
    content = (
      <div role="status" aria-label="Loading your library" className="grid gap-3">
        <Skeleton className="aspect-[16/10] w-full rounded-xl" />
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <Alert tone="info" title="Your shelves are empty">
        Lessons appear here once you have some. <Link to="/student/library">Open the library</Link>.
      </Alert>
    );
  } else {
    const byId = progress.data ?? {};
    const shelves = orderShelvesBySubjects(
      groupIntoShelves(
        items.map((item) => {
          const id = item.material_id ?? item.id;
          const p = byId[String(id)] ?? null;
          return {
            id,
            title: item.title,
            subject: item.subject,
            isCompleted: p?.is_completed ?? false,
            progress: p && p.total_questions > 0 ? p.unique_questions_correct / p.total_questions : null,
          };
        }),
      ),
      student?.subjects ?? [],
    );
    const scene = buildLibraryScene(shelves, {
      mode,
      detail,
      materialHref: (id) => linkFor(`/student/material/${id}`),
    });
    content = <SceneView scene={scene} listHeading="Your shelves" />;
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <PageIntro title={title}>
        <p className="text-base">
          {INTRO[mode] ?? INTRO["first-person"]} The glowing book is up next; the green band on a spine is
          your progress. Every book is also in the list, to open from the keyboard.
        </p>
      </PageIntro>
      {content}
    </div>
  );
}

/** /student/library-3d */
export default function Library3dPage() {
  return <Library3d mode="first-person" detail="standard" title="3D library" />;
}
