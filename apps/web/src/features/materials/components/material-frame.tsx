import { parseTemplateId } from "@app/contract/learning";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useStudentMaterial } from "../hooks/use-student-material";
import type { MaterialProgress } from "../types";
import { CompleteMaterial } from "./complete-material";
import { MaterialPractice } from "./material-practice";
import { InvalidTemplateId, MaterialLoadError, MaterialSkeleton } from "./material-states";
import { ProgressPanel } from "./progress-panel";
import { SkillKnownBanner } from "./skill-known-banner";

const BACK = { backHref: "/student/library", backLabel: "Back to the library" };

type StudentMaterial = ReturnType<typeof useStudentMaterial>;
/** A loaded material page's data: the template's content and everything `useStudentMaterial` gives. */
export type LoadedMaterial = StudentMaterial & {
  materialId: number;
  material: NonNullable<StudentMaterial["template"]["data"]>;
};

/**
 * The frame every signed-in material layout shares (standard, deck-first, classic): the id from the
 * address judged by the template-id rule, the page width, and the loading and error states. The
 * layout renders only once the material has loaded.
 */
export function MaterialFrame({
  widthClass,
  children,
}: {
  widthClass: string;
  children: (loaded: LoadedMaterial) => ReactNode;
}) {
  const { id = "" } = useParams();
  const materialId = parseTemplateId(id);
  return (
    <div className={cn("mx-auto grid w-full gap-6 px-4 py-6 sm:px-6 lg:py-8", widthClass)}>
      {materialId === null ? (
        <InvalidTemplateId {...BACK} />
      ) : (
        <LoadedMaterialView key={materialId} materialId={materialId}>
          {children}
        </LoadedMaterialView>
      )}
    </div>
  );
}

function LoadedMaterialView({
  materialId,
  children,
}: {
  materialId: number;
  children: (loaded: LoadedMaterial) => ReactNode;
}) {
  const loaded = useStudentMaterial(materialId);
  const { template } = loaded;
  if (template.isPending) return <MaterialSkeleton />;
  if (template.isError)
    return <MaterialLoadError error={template.error} onRetry={() => void template.refetch()} {...BACK} />;
  return <>{children({ ...loaded, materialId, material: template.data })}</>;
}

/** The student's progress on a material and the "Complete material" action, in one card. */
export function MaterialStatusCard({
  loaded,
  contentClassName,
}: {
  loaded: LoadedMaterial;
  contentClassName?: string;
}) {
  const { materialId, studentId, progress, material } = loaded;
  const totalCards = material.deck_structure.length;
  const totalQuestions = material.practice.questions.length;
  const current: MaterialProgress | null | undefined = progress.progress;
  return (
    <Card>
      <CardContent className={cn("grid gap-5", contentClassName)}>
        <ProgressPanel
          progress={current}
          totalCards={totalCards}
          totalQuestions={totalQuestions}
          isLoading={progress.query.isPending}
          error={progress.query.error}
        />
        <CompleteMaterial
          materialId={materialId}
          studentId={studentId}
          progress={current}
          totalCards={totalCards}
          totalQuestions={totalQuestions}
        />
      </CardContent>
    </Card>
  );
}

/** A loaded material's practice questions, answered, revealed and varied through its progress. */
export function LoadedMaterialPractice({ loaded }: { loaded: LoadedMaterial }) {
  const { material, progress } = loaded;
  return (
    <>
      <MaterialPractice
        materialId={loaded.materialId}
        questions={material.practice.questions}
        recordAnswer={progress.recordAnswer}
        revealAnswer={progress.revealAnswer}
        findSimilar={progress.findSimilar}
        answeredCount={progress.progress?.unique_questions_answered}
      />
      {progress.skillKnown && !progress.progress?.is_completed ? (
        <SkillKnownBanner studentId={loaded.studentId} />
      ) : null}
    </>
  );
}
