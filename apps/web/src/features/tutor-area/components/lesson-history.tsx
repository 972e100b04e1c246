import { TUTORING_LIMITS, type TutorLessonWithNote } from "@app/contract/tutoring";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useSaveLessonNote } from "../api/save-lesson-note";
import { formatWhen } from "./format";

/** A student's lessons, newest first, each with the tutor's private note (never shown to the family). */
export function LessonHistory({
  studentId,
  lessons,
}: {
  studentId: number;
  lessons: readonly TutorLessonWithNote[];
}) {
  if (lessons.length === 0) return <p className="text-sm text-slate-600">No lessons yet.</p>;
  return (
    <ul className="grid gap-3">
      {lessons.map((lesson) => (
        <li key={lesson.id} className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{lesson.title}</span>
            <span className="flex items-center gap-2 text-slate-600">
              {formatWhen(lesson.datetime)} · {lesson.duration} min <Badge>{lesson.status}</Badge>
            </span>
          </div>
          <NoteEditor studentId={studentId} lesson={lesson} />
        </li>
      ))}
    </ul>
  );
}

function NoteEditor({ studentId, lesson }: { studentId: number; lesson: TutorLessonWithNote }) {
  const id = useId();
  const [draft, setDraft] = useState(lesson.note ?? "");
  const save = useSaveLessonNote(studentId);
  const isChanged = draft !== (lesson.note ?? "");
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ lessonId: lesson.id, note: draft });
      }}
    >
      <Label htmlFor={id}>Private notes on “{lesson.title}”</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={TUTORING_LIMITS.noteMax}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Only you and admins see these notes."
      />
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={!isChanged} isBusy={save.isPending}>
          Save note
        </Button>
        {save.isSuccess && !isChanged && <span className="text-xs text-emerald-700">Saved</span>}
        {lesson.note_updated_at && (
          <span className="text-xs text-slate-500">Last saved {formatWhen(lesson.note_updated_at)}</span>
        )}
      </div>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
    </form>
  );
}
