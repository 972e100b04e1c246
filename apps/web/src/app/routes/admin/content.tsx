import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { authoredLessonQueryOptions } from "@/features/admin-content/api/get-authored-lesson";
import { contentTreeQueryOptions } from "@/features/admin-content/api/get-content-tree";
import { ContentTreeView, type Selection } from "@/features/admin-content/components/content-tree";
import { LessonEditor } from "@/features/admin-content/components/lesson-editor";
import { QuizzesPanel } from "@/features/admin-content/components/quiz-editor";
import { describeFailure } from "@/lib/api-errors";
import { AdminFrame, AdminSection } from "./admin-frame";

type Saved = { id: number; title: string; status: string };

function EditLesson({ id, onSaved }: { id: number; onSaved: (saved: Saved) => void }) {
  const lesson = useQuery(authoredLessonQueryOptions(id));
  if (lesson.isError) return <Alert tone="error">{describeFailure(lesson.error)}</Alert>;
  if (!lesson.data) return <p className="text-sm text-slate-600">Loading the lesson…</p>;
  return (
    <LessonEditor
      key={`${id}-${lesson.data.updated_at}`}
      lesson={lesson.data}
      unitId={lesson.data.module_id ?? 0}
      onSaved={onSaved}
    />
  );
}

/** /admin/content: write, preview, publish and unpublish courses, units and lessons. */
export default function AdminContentPage() {
  const tree = useQuery(contentTreeQueryOptions());
  const [selection, setSelection] = useState<Selection>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const onSaved = (lesson: Saved) => {
    setSaved(lesson);
    setSelection({ kind: "lesson", id: lesson.id });
  };
  const select = (next: Selection) => {
    setSaved(null);
    setSelection(next);
  };
  return (
    <AdminFrame
      title="Content"
      lead="Write lessons with worked examples, practice questions and videos. Each question's answer is checked by the same evaluator that marks students; a lesson that fails its own answers cannot be published."
    >
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <AdminSection id="tree" title="Courses">
          {tree.isError && <Alert tone="error">{describeFailure(tree.error)}</Alert>}
          {tree.data && <ContentTreeView tree={tree.data} selection={selection} onSelect={select} />}
        </AdminSection>
        <AdminSection id="editor" title={selection?.kind === "new-lesson" ? "New lesson" : "Lesson"}>
          {saved && <Alert tone="success">{`Saved: "${saved.title}" is ${saved.status}.`}</Alert>}
          {!selection && (
            <p className="text-sm text-slate-600">Choose a lesson to edit, or add one to a unit.</p>
          )}
          {selection?.kind === "lesson" && <EditLesson id={selection.id} onSaved={onSaved} />}
          {selection?.kind === "new-lesson" && (
            <LessonEditor
              key={`new-${selection.unitId}`}
              lesson={null}
              unitId={selection.unitId}
              onSaved={onSaved}
            />
          )}
        </AdminSection>
      </div>
      <AdminSection id="quizzes" title="Quizzes">
        <QuizzesPanel />
      </AdminSection>
    </AdminFrame>
  );
}
