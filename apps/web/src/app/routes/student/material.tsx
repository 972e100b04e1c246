import { Repeat } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { DeckStepper } from "@/features/materials/components/deck-stepper";
import {
  type LoadedMaterial,
  LoadedMaterialPractice,
  MaterialFrame,
  MaterialStatusCard,
} from "@/features/materials/components/material-frame";
import { MaterialHeader } from "@/features/materials/components/material-header";
import { MaterialViews } from "@/features/materials/components/material-views";
import { WhyThisLesson } from "@/features/materials/components/why-this-lesson";
import { WorkedExamples } from "@/features/materials/components/worked-examples";
import { AskTutorLauncher } from "@/features/tutor/components/ask-tutor-launcher";
import { withStudentId } from "@/lib/student-query";
import { useAfterFirstPaint } from "@/lib/use-after-first-paint";
import { MathMarkdown } from "@/shared/math/components/math-markdown";
import { loadMathRenderer } from "@/shared/math/lib/load-math-renderer";
import { LessonVideo } from "@/shared/video/lesson-video";

// The page is all math: fetch the renderer alongside the material, not after it.
void loadMathRenderer().catch(() => {});

/** /student/material/{id}: the standard material page (spec 2.3). */
export default function MaterialPage() {
  return (
    <MaterialFrame widthClass="max-w-6xl">{(loaded) => <StandardMaterial loaded={loaded} />}</MaterialFrame>
  );
}

function StandardMaterial({ loaded }: { loaded: LoadedMaterial }) {
  const { materialId, material, progress } = loaded;
  const [cardIndex, setCardIndex] = useState(0);
  const cards = material.deck_structure;
  // The lesson's text paints first; the video, worked examples and key ideas below it follow.
  const hasPainted = useAfterFirstPaint();
  return (
    <>
      <MaterialHeader
        material={material}
        prerequisiteHref={(id) => `/student/material/${id}`}
        actions={<MaterialViews materialId={materialId} />}
      />
      <WhyThisLesson
        material={material}
        lessonHref={(id) => withStudentId(`/student/material/${id}`, loaded.studentId)}
        courseMapHref={withStudentId("/student/lessons", loaded.studentId)}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 content-start gap-10">
          <section aria-label="Lesson">
            <MathMarkdown source={material.body} className="text-base text-slate-800 sm:text-[1.0625rem]" />
          </section>
          {hasPainted && <LessonVideo video={material.video} title={material.title} />}
          {hasPainted && <WorkedExamples examples={material.examples} />}
          {hasPainted && cards.length > 0 && (
            <section aria-labelledby="deck-heading" className="grid gap-3">
              <h2 id="deck-heading" className="text-xl font-semibold text-slate-900">
                Key ideas
              </h2>
              <DeckStepper
                cards={cards}
                index={cardIndex}
                onIndexChange={setCardIndex}
                onCardSeen={progress.markCardSeen}
                seen={progress.progress?.cards_seen ?? []}
              />
            </section>
          )}
          <LoadedMaterialPractice loaded={loaded} />
        </div>
        <aside className="grid content-start gap-4 lg:sticky lg:top-20 lg:self-start">
          <MaterialStatusCard loaded={loaded} />
          <Link
            to={`/student/practice/${materialId}`}
            className={buttonClasses({ variant: "outline", className: "w-full" })}
          >
            <Repeat aria-hidden className="size-4" />
            Practise with review
          </Link>
          <AskTutorLauncher
            className="w-full"
            materialId={materialId}
            questions={material.practice.questions.map((q, i) => ({ id: q.id, label: `Question ${i + 1}` }))}
          />
        </aside>
      </div>
    </>
  );
}
