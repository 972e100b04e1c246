import { onboardingRequestSchema, type StudentProfile } from "@app/contract/student";
import { PARENT_CONSENT_AGE } from "@app/domain/parent-consent";
import { useQueryClient } from "@tanstack/react-query";
import { Check, Plus } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import type { FieldErrors } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { paths } from "@/lib/paths";
import { withStudentId } from "@/lib/student-query";
import { firstLessonState } from "@/shared/progress/first-lesson-state";
import { nextStepPath, nextStepQueryOptions } from "@/shared/progress/get-next-step";
import { emitRewardsEarned } from "@/shared/rewards-events";
import { useCompleteOnboarding } from "../api/complete-onboarding";
import { ThemePreview } from "./theme-preview";

/** The subjects offered on onboarding; any other can be typed (a subject name is at most 60 characters). */
export const ONBOARDING_SUBJECTS = ["Mathematics", "French", "Spanish", "Python", "Science", "English"];
const MAX_SUBJECT_LENGTH = 60;

const FIELDS = ["age", "grade", "subjects", "learningGoals", "weeklyStudyHours", "parentEmail"] as const;

export const PARENT_EMAIL_NEEDED = "Students under 13 need a parent's e-mail address";

/**
 * Whether the answers need a parent's e-mail: a learner with their own login giving an age under
 * 13, unless a parent already confirmed (a stored age under 13 without a pending consent).
 */
export function needsParentEmail(student: StudentProfile, age: number | null): boolean {
  if (!student.hasOwnLogin || age === null || age >= PARENT_CONSENT_AGE) return false;
  const hasConsent =
    student.age !== null && student.age < PARENT_CONSENT_AGE && !student.parentConsentPending;
  return !hasConsent;
}

/** A typed whole or decimal number; an empty box is null, and anything else stays text for the schema. */
function toNumber(text: string | undefined): number | null | string {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The age typed so far, when it is a usable number (for the theme preview). */
function typedAge(text: string | undefined): number | null {
  const value = toNumber(text);
  return typeof value === "number" && value > 0 ? value : null;
}

/**
 * Onboarding (spec 4.7): age, grade, subjects, goals and weekly hours. The theme follows the age
 * (kids under 13); saving gives XP once, celebrates it, and opens the dashboard.
 */
export function OnboardingForm({
  student,
  studentId,
}: {
  student: StudentProfile;
  studentId: number | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [subjects, setSubjects] = useState<string[]>(student.subjects);
  const form = useSchemaForm(
    onboardingRequestSchema,
    {
      age: student.age === null ? "" : String(student.age),
      grade: student.grade ?? "",
      learningGoals: student.learningGoals ?? "",
      weeklyStudyHours: student.weeklyStudyHours === null ? "" : String(student.weeklyStudyHours),
      parentEmail: "",
    },
    {
      toInput: (values) => ({
        age: toNumber(values.age),
        grade: values.grade ?? "",
        subjects,
        learningGoals: values.learningGoals ?? "",
        weeklyStudyHours: toNumber(values.weeklyStudyHours),
        ...(needsParentEmail(student, typedAge(values.age)) ? { parentEmail: values.parentEmail ?? "" } : {}),
      }),
      // Plainer words than the schema's for boxes left empty, and the parent's e-mail rule.
      validate: (values): FieldErrors => {
        const errors: FieldErrors = {};
        if (!(values.age ?? "").trim()) errors.age = ["Enter your age"];
        if (!(values.weeklyStudyHours ?? "").trim())
          errors.weeklyStudyHours = ["Enter about how many hours a week you'd like to study"];
        if (needsParentEmail(student, typedAge(values.age)) && !(values.parentEmail ?? "").trim())
          errors.parentEmail = [PARENT_EMAIL_NEEDED];
        return errors;
      },
    },
  );
  const isAskingParent = needsParentEmail(student, typedAge(form.values.age));
  const onboarding = useCompleteOnboarding(studentId);
  const server = toSubmitErrors(onboarding.error, FIELDS);
  const fieldErrors = (name: (typeof FIELDS)[number]) => form.errors[name] ?? server.fieldErrors[name];

  const submit = form.handleSubmit((body) =>
    onboarding.mutate(body, {
      onSuccess: ({ xp, student: saved }) => {
        const consentNote = saved.parentConsentPending
          ? " We've e-mailed your parent to confirm your account."
          : "";
        if (!xp.duplicate && xp.awarded > 0) {
          toast({
            variant: "celebration",
            title: `+${xp.awarded} XP`,
            description: `Welcome aboard! You earned XP for setting up your learning profile.${consentNote}`,
          });
        } else {
          toast({ title: "Your answers are saved", description: consentNote.trim() || undefined });
        }
        emitRewardsEarned(xp);
        // Onboarding ends in the first lesson the answers point to (issue 9), else the dashboard.
        void queryClient
          .fetchQuery({ ...nextStepQueryOptions(studentId), staleTime: 0 })
          .then(({ next_step }) =>
            next_step.kind === "start" || next_step.kind === "next"
              ? // The lesson says why it was chosen and offers the steps before it.
                navigate(nextStepPath(next_step, studentId), {
                  state: firstLessonState({ pathTitle: next_step.path_title }),
                })
              : navigate(
                  next_step.kind === "continue"
                    ? nextStepPath(next_step, studentId)
                    : withStudentId(paths.student.dashboard, studentId),
                ),
          )
          .catch(() => navigate(withStudentId(paths.student.dashboard, studentId)));
      },
    }),
  );

  return (
    <form
      noValidate
      aria-label="Getting started"
      className="grid gap-6"
      onSubmit={(event) => {
        onboarding.reset();
        submit(event);
      }}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <div className="grid gap-6 md:grid-cols-[1fr_18rem] md:items-start">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="Age"
            type="number"
            inputMode="numeric"
            min={3}
            max={120}
            errors={fieldErrors("age")}
            {...form.bind("age")}
          />
          <FormField
            label="Grade"
            hint="Optional, e.g. 5 or Year 9"
            maxLength={20}
            errors={fieldErrors("grade")}
            {...form.bind("grade")}
          />
        </div>
        <ThemePreview age={typedAge(form.values.age)} />
      </div>

      {isAskingParent && (
        <FormField
          label="A parent's e-mail"
          type="email"
          autoComplete="off"
          hint="Learners under 13 need a parent's OK. We'll e-mail them; until they confirm, you can learn but not send messages or appear on the leaderboard."
          errors={fieldErrors("parentEmail")}
          className="sm:max-w-md"
          {...form.bind("parentEmail")}
        />
      )}

      <SubjectPicker
        subjects={subjects}
        onChange={(next) => {
          setSubjects(next);
          if (form.errors.subjects) form.setErrors(({ subjects: _removed, ...rest }) => rest);
        }}
        error={fieldErrors("subjects")?.[0]}
      />

      <div className="grid gap-1.5">
        <Label htmlFor="onboarding-goals">Learning goals</Label>
        <textarea
          id="onboarding-goals"
          rows={3}
          maxLength={1000}
          placeholder="e.g. Pass my maths exam, or order food in French on holiday"
          aria-invalid={fieldErrors("learningGoals") ? true : undefined}
          aria-describedby={fieldErrors("learningGoals") ? "onboarding-goals-error" : undefined}
          className="block min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200 sm:text-sm"
          {...form.bind("learningGoals")}
        />
        {fieldErrors("learningGoals") && (
          <p id="onboarding-goals-error" className="text-sm text-red-700">
            {fieldErrors("learningGoals")?.[0]}
          </p>
        )}
      </div>

      <FormField
        label="Weekly study hours"
        type="number"
        inputMode="decimal"
        min={0}
        max={80}
        step={0.5}
        hint="About how many hours a week you'd like to study"
        errors={fieldErrors("weeklyStudyHours")}
        className="sm:max-w-xs"
        {...form.bind("weeklyStudyHours")}
      />

      <Button
        type="submit"
        size="lg"
        isBusy={onboarding.isPending}
        busyLabel="Saving…"
        className="sm:justify-self-start"
      >
        Start learning
      </Button>
      <p className="text-sm text-slate-600">
        Not now?{" "}
        <Link
          to={withStudentId(paths.student.dashboard, studentId)}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Skip for now
        </Link>{" "}
        and finish these questions later from the dashboard.
      </p>
    </form>
  );
}

/** Toggle buttons for the usual subjects, and a box to type another. At least one is needed. */
function SubjectPicker({
  subjects,
  onChange,
  error,
}: {
  subjects: string[];
  onChange: (subjects: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  const isChosen = (subject: string) => subjects.some((s) => s.toLowerCase() === subject.toLowerCase());
  const choices = [...ONBOARDING_SUBJECTS, ...subjects.filter((s) => !ONBOARDING_SUBJECTS.includes(s))];

  function toggle(subject: string) {
    setProblem(null);
    onChange(
      isChosen(subject)
        ? subjects.filter((s) => s.toLowerCase() !== subject.toLowerCase())
        : [...subjects, subject],
    );
  }

  function addTyped() {
    const subject = draft.trim().replace(/\s+/g, " ");
    if (!subject) return;
    if (subject.length > MAX_SUBJECT_LENGTH) {
      setProblem(`Subject names are at most ${MAX_SUBJECT_LENGTH} characters`);
      return;
    }
    if (!isChosen(subject)) onChange([...subjects, subject]);
    setDraft("");
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      addTyped();
    }
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={shown ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-slate-900">Subjects</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Choose at least one, or type your own.
      </p>
      <div className="flex flex-wrap gap-2">
        {choices.map((subject) => {
          const chosen = isChosen(subject);
          return (
            <button
              key={subject}
              type="button"
              aria-pressed={chosen}
              onClick={() => toggle(subject)}
              className={cn(
                "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
                chosen
                  ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-500",
              )}
            >
              {chosen && <Check aria-hidden className="size-4" />}
              {subject}
            </button>
          );
        })}
      </div>
      <div className="flex gap-2">
        <Input
          aria-label="Another subject"
          placeholder="Another subject, e.g. History"
          value={draft}
          maxLength={MAX_SUBJECT_LENGTH + 1}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          className="max-w-xs"
        />
        <Button type="button" variant="outline" onClick={addTyped} disabled={!draft.trim()}>
          <Plus aria-hidden className="size-4" />
          Add
        </Button>
      </div>
      {shown && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
