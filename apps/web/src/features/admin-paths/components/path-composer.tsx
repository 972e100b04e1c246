import type { CatalogueUnit } from "@app/contract/catalogue";
import { createLearningPathRequestSchema, type PathStepInput } from "@app/contract/learning";
import type { LearningPathDetail } from "@app/contract/learning-answers";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { FieldErrors } from "@/lib/api-client";
import { toFieldErrors, toSubmitErrors } from "@/lib/form";
import { useCreateLearningPath, useUpdateLearningPath } from "../api/save-learning-path";
import { type ComposerStep, StepList } from "./step-list";

const BANDS = ["K-5", "6-8", "9-12", "adult"] as const;
const STATUSES = ["draft", "published", "archived"] as const;

function unitStep(unit: CatalogueUnit): ComposerStep {
  return {
    key: `u${unit.id}`,
    module_id: unit.id,
    material_id: null,
    title: unit.title,
    detail: `Unit · ${unit.course_title} · ${unit.total_materials} lessons`,
  };
}

function lessonStep(unit: CatalogueUnit, lesson: CatalogueUnit["materials"][number]): ComposerStep {
  return {
    key: `l${lesson.id}`,
    module_id: null,
    material_id: lesson.id,
    title: lesson.title,
    detail: `Lesson · ${unit.title}`,
  };
}

function toComposerSteps(path: LearningPathDetail | null): ComposerStep[] {
  return (path?.steps ?? []).map((step) =>
    step.module_id
      ? {
          key: `u${step.module_id}`,
          module_id: step.module_id,
          material_id: null,
          title: step.title,
          detail: `Unit · ${step.lesson_count} lessons`,
        }
      : {
          key: `l${step.material_id}`,
          module_id: null,
          material_id: step.material_id,
          title: step.title,
          detail: "Lesson",
        },
  );
}

const toInput = (steps: ComposerStep[]): PathStepInput[] =>
  steps.map((s) => (s.module_id ? { module_id: s.module_id } : { material_id: s.material_id! }));

/** The catalogue to pick from: each unit, and its lessons on demand. */
function CataloguePicker({
  units,
  chosen,
  onAdd,
}: {
  units: CatalogueUnit[];
  chosen: Set<string>;
  onAdd: (step: ComposerStep) => void;
}) {
  const [filter, setFilter] = useState("");
  const shown = units.filter((u) =>
    `${u.title} ${u.course_title} ${u.subject}`.toLowerCase().includes(filter.toLowerCase()),
  );
  return (
    <div className="grid gap-2">
      <FormField
        label="Find units and lessons"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1" aria-label="Catalogue">
        {shown.map((unit) => (
          <li key={unit.id} className="rounded-lg border border-slate-200 bg-white p-2">
            <div className="flex items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{unit.title}</p>
                <p className="truncate text-xs text-slate-500">
                  {unit.course_title} · {unit.subject} · {unit.grade_band}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={chosen.has(`u${unit.id}`)}
                onClick={() => onAdd(unitStep(unit))}
                aria-label={`Add unit ${unit.title}`}
              >
                <Plus aria-hidden className="size-4" /> Unit
              </Button>
            </div>
            <details className="mt-1">
              <summary className="cursor-pointer text-xs text-brand-700">Lessons</summary>
              <ul className="mt-1 grid gap-1">
                {unit.materials.map((lesson) => (
                  <li key={lesson.id} className="flex items-center justify-between gap-2 text-sm">
                    <span className="truncate">{lesson.title}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={chosen.has(`l${lesson.id}`)}
                      onClick={() => onAdd(lessonStep(unit, lesson))}
                      aria-label={`Add lesson ${lesson.title}`}
                    >
                      Add
                    </Button>
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

/** Composes a learning path: details, status, and steps from the catalogue in the order chosen. */
export function PathComposer({
  path,
  units,
  onSaved,
}: {
  path: LearningPathDetail | null;
  units: CatalogueUnit[];
  onSaved: (id: number) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(path?.title ?? "");
  const [slug, setSlug] = useState(path?.slug ?? "");
  const [subject, setSubject] = useState(path?.subject ?? "Mathematics");
  const [band, setBand] = useState<(typeof BANDS)[number]>(
    (path?.grade_band as (typeof BANDS)[number]) ?? "6-8",
  );
  const [status, setStatus] = useState<(typeof STATUSES)[number]>(
    (path?.status as (typeof STATUSES)[number]) ?? "draft",
  );
  const [description, setDescription] = useState(path?.description ?? "");
  const [steps, setSteps] = useState<ComposerStep[]>(() => toComposerSteps(path));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateLearningPath();
  const update = useUpdateLearningPath();
  const saving = path ? update : create;
  const server = toSubmitErrors(saving.error, ["title", "slug", "subject", "description"]);
  const err = (name: string) => errors[name] ?? server.fieldErrors[name];

  function save() {
    const fields = { title, subject, grade_band: band, status, description, steps: toInput(steps) };
    if (path) {
      update.mutate({ id: path.id, body: fields }, { onSuccess: (saved) => onSaved(saved.id) });
      return;
    }
    const checked = createLearningPathRequestSchema.safeParse({ ...fields, slug });
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    create.mutate({ ...fields, slug }, { onSuccess: (saved) => onSaved(saved.id) });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        className="grid content-start gap-4"
        aria-label={path ? `Edit ${path.title}` : "New learning path"}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        {update.isSuccess && <Alert tone="success">Saved.</Alert>}
        {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
        <FormField
          label="Title"
          errors={err("title")}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        {!path && (
          <FormField
            label="Slug"
            hint="Lower-case words and hyphens"
            errors={err("slug")}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label="Subject"
            errors={err("subject")}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-band`}>Grade band</Label>
            <Select
              id={`${id}-band`}
              value={band}
              onChange={(event) => setBand(event.target.value as typeof band)}
            >
              {BANDS.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <Select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as typeof status)}
            >
              {STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">Steps</h3>
          <StepList steps={steps} onChange={setSteps} />
          {Object.entries(server.fieldErrors)
            .filter(([field]) => field.startsWith("steps"))
            .map(([field, messages]) => (
              <p key={field} className="text-sm text-red-700">
                {messages[0]}
              </p>
            ))}
        </div>
        <Button className="justify-self-start" onClick={save} isBusy={saving.isPending} busyLabel="Saving…">
          {path ? "Save path" : "Create path"}
        </Button>
      </form>
      <CataloguePicker
        units={units}
        chosen={new Set(steps.map((s) => s.key))}
        onAdd={(step) =>
          setSteps((current) => (current.some((s) => s.key === step.key) ? current : [...current, step]))
        }
      />
    </div>
  );
}
