import { parseTemplateId } from "@app/contract/learning";
import { useQuery } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { storeAuthRedirect } from "@/features/auth/redirect";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { DeckStepper } from "@/features/materials/components/deck-stepper";
import { MaterialHeader } from "@/features/materials/components/material-header";
import {
  InvalidTemplateId,
  MaterialLoadError,
  MaterialSkeleton,
} from "@/features/materials/components/material-states";
import { WorkedExamples } from "@/features/materials/components/worked-examples";
import type { PublicMaterial } from "@/features/materials/types";
import { paths } from "@/lib/paths";
import { publicMaterialQueryOptions } from "@/shared/catalogue/get-public-material";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { LessonVideo } from "@/shared/video/lesson-video";

void loadMathRenderer().catch(() => {});

const BACK = { backHref: "/library", backLabel: "Browse the library" };
const noop = () => {};

/** /material/{id}: the public preview of a material (spec 2.1); practice asks visitors to sign in. */
export default function PublicMaterialPage() {
  const { id = "" } = useParams();
  const materialId = parseTemplateId(id);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 sm:px-6 lg:py-12">
      {materialId === null ? (
        <InvalidTemplateId {...BACK} />
      ) : (
        <MaterialPreview key={materialId} materialId={materialId} />
      )}
    </div>
  );
}

function MaterialPreview({ materialId }: { materialId: number }) {
  const query = useQuery(publicMaterialQueryOptions(materialId));
  const [cardIndex, setCardIndex] = useState(0);
  if (query.isPending) return <MaterialSkeleton />;
  if (query.isError)
    return <MaterialLoadError error={query.error} onRetry={() => void query.refetch()} {...BACK} />;
  const material = query.data;
  return (
    <>
      <MaterialHeader material={material} prerequisiteHref={(id) => `/material/${id}`} />
      <MathMarkdown source={material.body} className="text-slate-800 sm:text-[1.0625rem]" />
      <LessonVideo video={material.video} title={material.title} />
      <WorkedExamples examples={material.examples} />
      {material.deck_structure.length > 0 && (
        <section aria-labelledby="deck-heading" className="grid gap-3">
          <h2 id="deck-heading" className="text-xl font-semibold text-slate-900">
            Key ideas
          </h2>
          <DeckStepper
            cards={material.deck_structure}
            index={cardIndex}
            onIndexChange={setCardIndex}
            onCardSeen={noop}
          />
        </section>
      )}
      <PracticePreview material={material} />
    </>
  );
}

/** The questions, read-only: answering and progress need an account. */
function PracticePreview({ material }: { material: PublicMaterial }) {
  const status = useAuthStore((state) => state.status);
  const navigate = useNavigate();
  const studentPath = paths.student.material(material.id);
  const questions = material.practice.questions;
  if (questions.length === 0) return null;
  const signIn = () => {
    storeAuthRedirect(studentPath);
    void navigate(paths.auth.signIn);
  };
  return (
    <section aria-labelledby="practice-heading" className="grid gap-4">
      <h2 id="practice-heading" className="text-xl font-semibold text-slate-900">
        Practice
      </h2>
      <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-950 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          {status === "authenticated"
            ? "Answer these questions, with hints and instant feedback, in your student area."
            : `Sign in to answer these ${questions.length} questions with hints and instant feedback, and to keep your progress.`}
        </p>
        {status === "authenticated" ? (
          <Link to={studentPath} className={buttonClasses({ className: "shrink-0" })}>
            Practise now
          </Link>
        ) : (
          <Button onClick={signIn} className="shrink-0">
            <LogIn aria-hidden className="size-4" />
            Sign in to practise
          </Button>
        )}
      </div>
      <ol className="grid gap-3">
        {questions.map((question, index) => (
          <li key={question.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-500">
              Question {index + 1} of {questions.length}
            </p>
            <MathMarkdown source={question.question} className="mt-1 font-medium text-slate-900" />
            {question.options.length > 0 && (
              <ul className="mt-2 grid gap-1 text-sm text-slate-700">
                {question.options.map((option, i) => (
                  <li key={option.id} className="flex gap-2">
                    <span className="font-semibold text-slate-500">{String.fromCharCode(65 + i)}</span>
                    <MathMarkdown source={option.text} inline />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
