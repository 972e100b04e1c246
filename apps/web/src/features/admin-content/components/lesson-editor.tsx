import {
  type AuthoredLesson,
  createLessonRequestSchema,
  updateLessonRequestSchema,
} from "@app/contract/authoring";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toFieldErrors, toSubmitErrors } from "@/lib/form";
import { useSaveLesson } from "../api/save-content";
import {
  emptyQuestion,
  findAnswerProblems,
  type LessonDraft,
  toDraft,
  toLessonFields,
} from "../lib/lesson-draft";
import { LessonPreview } from "./lesson-preview";
import { CardsEditor, ExamplesEditor } from "./list-editors";
import { QuestionEditor } from "./question-editor";
import { VideoEditor } from "./video-editor";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Writes or edits a lesson: text, worked examples, cards, practice questions (checked against their
 * own answers as you type), a video; a preview as students see it; save, publish, unpublish.
 */
export function LessonEditor({
  lesson,
  unitId,
  onSaved,
}: {
  lesson: AuthoredLesson | null;
  unitId: number;
  onSaved: (lesson: AuthoredLesson) => void;
}) {
  const [draft, setDraft] = useState<LessonDraft>(() => toDraft(lesson));
  const [isPreview, setIsPreview] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveLesson();
  const server = toSubmitErrors(save.error, ["title", "slug", "body"]);
  const problems = useMemo(() => findAnswerProblems(draft.practice), [draft.practice]);
  const set = <K extends keyof LessonDraft>(key: K, value: LessonDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const status = lesson?.status ?? "draft";

  function submit(nextStatus: "draft" | "published") {
    const fields = toLessonFields(draft);
    const parsed = lesson
      ? updateLessonRequestSchema.safeParse({ ...fields, status: nextStatus })
      : createLessonRequestSchema.safeParse({ ...fields, module_id: unitId, slug: draft.slug });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (lesson) {
      save.mutate({ id: lesson.id, body: { ...fields, status: nextStatus } }, { onSuccess: onSaved });
      return;
    }
    // A new lesson is saved as a draft first; publishing then runs the server's answer check.
    save.mutate(
      { id: null, body: { ...fields, module_id: unitId, slug: draft.slug } },
      {
        onSuccess: (created) => {
          if (nextStatus === "published")
            save.mutate(
              { id: created.id, body: { status: "published" } },
              { onSuccess: onSaved, onError: () => onSaved(created) },
            );
          else onSaved(created);
        },
      },
    );
  }

  const errorList = Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((m) => `${field}: ${m}`),
  );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={status === "published" ? "success" : "neutral"}>{status}</Badge>
        <Button variant="outline" size="sm" aria-pressed={isPreview} onClick={() => setIsPreview(!isPreview)}>
          {isPreview ? "Back to editing" : "Preview as students see it"}
        </Button>
      </div>
      {save.isSuccess && !save.isPending && (
        <Alert tone="success">Saved: the lesson is {save.data.status}.</Alert>
      )}
      {server.formMessage && (
        <Alert tone="error" title={server.formMessage}>
          {Object.entries(server.fieldErrors).length === 0 && save.error && "details" in save.error
            ? null
            : Object.values(server.fieldErrors).flat().join(" ")}
        </Alert>
      )}
      {errorList.length > 0 && (
        <Alert tone="error" title="Check these fields">
          <ul className="list-disc pl-5">
            {errorList.slice(0, 8).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      {isPreview ? (
        <LessonPreview draft={draft} />
      ) : (
        <form
          className="grid gap-6"
          aria-label={lesson ? `Edit ${lesson.title}` : "New lesson"}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Lesson title"
              value={draft.title}
              onChange={(event) => set("title", event.target.value)}
            />
            {!lesson && (
              <FormField
                label="Slug"
                hint="Lower-case words and hyphens"
                value={draft.slug}
                onChange={(event) => set("slug", event.target.value)}
              />
            )}
            <FormField
              label="Summary"
              value={draft.summary}
              onChange={(event) => set("summary", event.target.value)}
            />
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="lesson-difficulty">Difficulty</Label>
                <Select
                  id="lesson-difficulty"
                  value={draft.difficulty}
                  onChange={(event) => set("difficulty", event.target.value as LessonDraft["difficulty"])}
                >
                  <option>beginner</option>
                  <option>intermediate</option>
                  <option>advanced</option>
                </Select>
              </div>
              <FormField
                label="Minutes"
                type="number"
                value={draft.estimated_time}
                onChange={(event) => set("estimated_time", event.target.value)}
              />
            </div>
            <FormField
              label="Tags (comma-separated)"
              value={draft.tags}
              onChange={(event) => set("tags", event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="lesson-body">Lesson text (Markdown with $math$)</Label>
            <Textarea
              id="lesson-body"
              rows={12}
              className="font-mono text-sm"
              value={draft.body}
              onChange={(event) => set("body", event.target.value)}
            />
          </div>
          <Section title="Video">
            <VideoEditor video={draft.video} onChange={(video) => set("video", video)} />
          </Section>
          <Section title="Worked examples">
            <ExamplesEditor examples={draft.examples} onChange={(examples) => set("examples", examples)} />
          </Section>
          <Section title="Key idea cards">
            <CardsEditor cards={draft.deck} onChange={(deck) => set("deck", deck)} />
          </Section>
          <Section title="Practice questions">
            {draft.practice.map((question, index) => (
              <QuestionEditor
                key={question.uid}
                question={question}
                problem={problems.get(question.id)}
                onChange={(next) =>
                  set(
                    "practice",
                    draft.practice.map((q, i) => (i === index ? next : q)),
                  )
                }
                onRemove={() =>
                  set(
                    "practice",
                    draft.practice.filter((_, i) => i !== index),
                  )
                }
              />
            ))}
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => set("practice", [...draft.practice, emptyQuestion(draft.practice.length)])}
            >
              Add a question
            </Button>
          </Section>
        </form>
      )}
      <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 py-3 backdrop-blur">
        <Button
          onClick={() => submit("published")}
          isBusy={save.isPending}
          busyLabel="Saving…"
          disabled={problems.size > 0}
        >
          {status === "published" ? "Save and keep published" : "Publish"}
        </Button>
        <Button variant="outline" onClick={() => submit("draft")} disabled={save.isPending}>
          {status === "published" ? "Unpublish (save as draft)" : "Save draft"}
        </Button>
        {problems.size > 0 && (
          <p className="self-center text-sm text-red-700">
            {problems.size} question(s) fail their own answers: fix them to publish.
          </p>
        )}
      </div>
    </div>
  );
}
