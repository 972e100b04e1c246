import type { ContentTree } from "@app/contract/authoring";
import { BookPlus, Film, Plus } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { describeFailure } from "@/lib/api-errors";
import { cn } from "@/lib/cn";
import { useCreateCourse, useCreateUnit, useSetCourseStatus } from "../api/save-content";
import { ExportCourseButton, ImportCourseButton } from "./course-files";

export type Selection = { kind: "lesson"; id: number } | { kind: "new-lesson"; unitId: number } | null;

const toSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);

function NewCourseForm({ onDone }: { onDone: () => void }) {
  const [title, setTitle] = useState("");
  const [subject, setSubject] = useState("Mathematics");
  const create = useCreateCourse();
  return (
    <form
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
      aria-label="New course"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ title, subject, slug: toSlug(title), grade_band: "6-8" }, { onSuccess: onDone });
      }}
    >
      <FormField label="Course title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <FormField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
      {create.isError && <Alert tone="error">{describeFailure(create.error)}</Alert>}
      <Button type="submit" size="sm" isBusy={create.isPending} busyLabel="Creating…">
        Create course (draft)
      </Button>
    </form>
  );
}

function NewUnitForm({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const [title, setTitle] = useState("");
  const create = useCreateUnit();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="New unit"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { course_id: courseId, title, slug: `${toSlug(title)}-${courseId}` },
          { onSuccess: onDone },
        );
      }}
    >
      <FormField
        className="flex-1"
        label="Unit title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" size="sm" isBusy={create.isPending} busyLabel="Adding…">
        Add unit
      </Button>
      {create.isError && <p className="basis-full text-xs text-red-700">{describeFailure(create.error)}</p>}
    </form>
  );
}

/** Courses, their units and lessons (drafts too), to pick from and to add to. */
export function ContentTreeView({
  tree,
  selection,
  onSelect,
}: {
  tree: ContentTree;
  selection: Selection;
  onSelect: (s: Selection) => void;
}) {
  const [isNewCourse, setIsNewCourse] = useState(false);
  const [unitFor, setUnitFor] = useState<number | null>(null);
  const setStatus = useSetCourseStatus();
  return (
    <div className="grid content-start gap-3">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setIsNewCourse(!isNewCourse)}
      >
        <BookPlus aria-hidden className="size-4" /> New course
      </Button>
      {isNewCourse && <NewCourseForm onDone={() => setIsNewCourse(false)} />}
      <ImportCourseButton />
      <ul className="grid gap-3" aria-label="Courses">
        {tree.courses.map((course) => (
          <li key={course.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <details open={course.status === "draft" || undefined}>
              <summary className="cursor-pointer">
                <span className="font-semibold text-slate-900">{course.title}</span>{" "}
                <Badge tone={course.status === "published" ? "success" : "neutral"}>{course.status}</Badge>
              </summary>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    setStatus.mutate({
                      id: course.id,
                      status: course.status === "published" ? "draft" : "published",
                    })
                  }
                >
                  {course.status === "published" ? "Unpublish course" : "Publish course"}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setUnitFor(unitFor === course.id ? null : course.id)}
                >
                  <Plus aria-hidden className="size-4" /> Unit
                </Button>
                <ExportCourseButton slug={course.slug} />
              </div>
              {unitFor === course.id && <NewUnitForm courseId={course.id} onDone={() => setUnitFor(null)} />}
              <ul className="mt-2 grid gap-2">
                {course.units.map((unit) => (
                  <li key={unit.id}>
                    <p className="text-sm font-medium text-slate-700">{unit.title}</p>
                    <ul className="mt-1 grid gap-0.5 border-l border-slate-200 pl-2">
                      {unit.lessons.map((lesson) => (
                        <li key={lesson.id}>
                          <button
                            type="button"
                            onClick={() => onSelect({ kind: "lesson", id: lesson.id })}
                            aria-current={
                              (selection?.kind === "lesson" && selection.id === lesson.id) || undefined
                            }
                            className={cn(
                              "flex w-full items-center gap-1.5 rounded px-2 py-1 text-left text-sm hover:bg-slate-100",
                              selection?.kind === "lesson" &&
                                selection.id === lesson.id &&
                                "bg-brand-50 text-brand-900",
                            )}
                          >
                            <span className="flex-1 truncate">{lesson.title}</span>
                            {lesson.has_video && (
                              <Film aria-label="has a video" className="size-3.5 text-slate-500" />
                            )}
                            {lesson.status === "draft" && <Badge>draft</Badge>}
                          </button>
                        </li>
                      ))}
                      <li>
                        <button
                          type="button"
                          className="px-2 py-1 text-sm font-medium text-brand-700 hover:underline"
                          onClick={() => onSelect({ kind: "new-lesson", unitId: unit.id })}
                        >
                          + New lesson in {unit.title}
                        </button>
                      </li>
                    </ul>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
