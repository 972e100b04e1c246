import { type PersonaResponse, type PersonaUpdate, personaUpdateSchema } from "@app/contract/persona";
import { MODALITIES, PACES, type PersonaTrait, TONES } from "@app/domain/persona";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { emitRewardsEarned } from "@/shared/rewards-events";
import { toSelfReport, usePatchPersona } from "../api/patch-persona";

/** How the page names each trait (missing traits, errors). */
export const TRAIT_LABELS: Record<PersonaTrait, string> = {
  student_name: "preferred name",
  tone: "tone",
  pace: "pace",
  modality: "modality",
};

interface Choice {
  value: string;
  label: string;
  description: string;
}

const TONE_CHOICES: Record<(typeof TONES)[number], Omit<Choice, "value">> = {
  gentle: { label: "Gentle", description: "Calm and patient, with plenty of encouragement." },
  neutral: { label: "Neutral", description: "Clear and to the point." },
  energetic: { label: "Energetic", description: "Upbeat and lively, with lots of cheering." },
};
const PACE_CHOICES: Record<(typeof PACES)[number], Omit<Choice, "value">> = {
  slow: { label: "Slow", description: "One small step at a time." },
  normal: { label: "Normal", description: "A steady, regular pace." },
  fast: { label: "Fast", description: "Quick explanations, more practice." },
};
const MODALITY_CHOICES: Record<(typeof MODALITIES)[number], Omit<Choice, "value">> = {
  read: { label: "Read", description: "The tutor writes its explanations." },
  listen: { label: "Listen", description: "The tutor reads its explanations aloud." },
  both: { label: "Both", description: "Written, and read aloud too." },
};

const toChoices = <K extends string>(values: readonly K[], meta: Record<K, Omit<Choice, "value">>) =>
  values.map((value) => ({ value, ...meta[value] }));

type Values = Record<PersonaTrait, string>;

function valuesOf(persona: PersonaResponse["persona"]): Values {
  return {
    student_name: persona.student_name?.value ?? "",
    tone: persona.tone?.value ?? "",
    pace: persona.pace?.value ?? "",
    modality: persona.modality?.value ?? "",
  };
}

/** The message a failed save shows: the spec's error name, then what the server said. */
function describeSaveError(error: Error): string {
  const cause = error.cause;
  if (cause instanceof ApiError) return `${error.message}: ${cause.message}`;
  return error.message;
}

/**
 * "Manage My Tutor" (spec 2.8): the preferred name, tone, pace and modality. Saving sends only the
 * traits that changed, each as a self report with the spec's confidence (spec 5).
 */
export function PersonaForm({ data, studentId }: { data: PersonaResponse; studentId: number | null }) {
  const [saved, setSaved] = useState(() => valuesOf(data.persona));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<PersonaTrait, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const patch = usePatchPersona(studentId);

  function setValue(key: PersonaTrait, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
    setNotice(null);
    patch.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    patch.reset();
    const updates: PersonaUpdate[] = [];
    const problems: Partial<Record<PersonaTrait, string>> = {};
    for (const key of Object.keys(values) as PersonaTrait[]) {
      const value = values[key].trim();
      if (value === saved[key]) continue;
      if (value === "" && key === "student_name") {
        problems[key] = "Enter the name the tutor should use";
        continue;
      }
      const update = toSelfReport(key, value);
      const result = personaUpdateSchema.safeParse(update);
      if (!result.success) problems[key] = result.error.issues[0]?.message ?? "Invalid value";
      else updates.push(result.data);
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setTimeout(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0);
      return;
    }
    if (updates.length === 0) {
      setNotice("You haven't changed anything yet.");
      return;
    }
    patch.mutate(updates, {
      onSuccess: (result) => {
        const stored = valuesOf(result.persona);
        setSaved(stored);
        setValues(stored);
        setNotice(null);
        if (result.xp_awarded > 0) {
          toast({
            variant: "celebration",
            title: `+${result.xp_awarded} XP`,
            description: "Your tutor is all set up. Nice work!",
          });
          emitRewardsEarned(result.xp ?? { awarded: result.xp_awarded });
        }
      },
    });
  }

  const completeness = patch.data?.completeness ?? data.completeness;
  const missing = patch.data?.missing_traits ?? data.missing_traits;

  return (
    <form noValidate aria-label="Tutor preferences" className="grid gap-6" onSubmit={submit}>
      {patch.isError && (
        <Alert tone="error" title="Your preferences were not saved">
          {describeSaveError(patch.error)}
        </Alert>
      )}
      {patch.isSuccess && <Alert tone="success">Your preferences are saved.</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}

      <FormField
        label="Preferred name"
        hint="What should the tutor call you?"
        autoComplete="nickname"
        maxLength={40}
        value={values.student_name}
        onChange={(event) => setValue("student_name", event.target.value)}
        errors={errors.student_name ? [errors.student_name] : undefined}
        className="max-w-md"
      />
      <ChoiceGroup
        legend="Tone"
        hint="How the tutor sounds."
        name="tone"
        choices={toChoices(TONES, TONE_CHOICES)}
        value={values.tone}
        onChange={(value) => setValue("tone", value)}
        error={errors.tone}
      />
      <ChoiceGroup
        legend="Pace"
        hint="How quickly the tutor moves on."
        name="pace"
        choices={toChoices(PACES, PACE_CHOICES)}
        value={values.pace}
        onChange={(value) => setValue("pace", value)}
        error={errors.pace}
      />
      <ChoiceGroup
        legend="Modality"
        hint="How you like to take explanations in."
        name="modality"
        choices={toChoices(MODALITIES, MODALITY_CHOICES)}
        value={values.modality}
        onChange={(value) => setValue("modality", value)}
        error={errors.modality}
      />

      <Completeness completeness={completeness} missing={missing} />

      <Button type="submit" isBusy={patch.isPending} busyLabel="Saving…" className="justify-self-start">
        Save Preferences
      </Button>
    </form>
  );
}

/** The completeness line (spec 2.8): the percent and the traits still missing. */
export function Completeness({ completeness, missing }: { completeness: number; missing: string[] }) {
  const names = missing.map((trait) => TRAIT_LABELS[trait as PersonaTrait] ?? trait);
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="completeness">
      <p className="text-sm text-slate-800" aria-live="polite">
        <span className="font-semibold">Profile {completeness}% complete</span>
        {names.length > 0 ? <> · Missing: {names.join(", ")}</> : <> · Nothing missing</>}
      </p>
      <ProgressBar value={completeness} max={100} label="Tutor profile completeness" />
    </div>
  );
}

/** A radio group shown as cards; arrow keys move between the choices, as native radios do. */
function ChoiceGroup({
  legend,
  hint,
  name,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  name: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 shadow-sm transition-colors",
              "hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium text-slate-900">{choice.label}</span>
              <span className="text-xs text-slate-600">{choice.description}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
