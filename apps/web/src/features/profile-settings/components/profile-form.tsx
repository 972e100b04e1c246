import { type StudentProfile, updateProfileRequestSchema } from "@app/contract/student";
import { PROFILE_EDIT_COOLDOWN_DAYS } from "@app/domain/profile";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useUpdateProfile } from "../api/update-profile";
import { formatLongDate } from "../lib/format-date";
import { labelTimeZone, listTimeZoneOptions } from "../lib/time-zones";
import { SubjectsField } from "./subjects-field";

const FIELDS = [
  "firstName",
  "lastName",
  "age",
  "grade",
  "timezone",
  "subjects",
  "learningGoals",
  "weeklyStudyHours",
  "phone",
  "bio",
] as const;

const TEXT_FIELDS = ["firstName", "lastName", "grade", "timezone", "learningGoals", "phone", "bio"] as const;
const NUMBER_FIELDS = ["age", "weeklyStudyHours"] as const;

/** The profile as the form's text values. */
function toFormValues(student: StudentProfile): Record<string, string> {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    age: student.age === null ? "" : String(student.age),
    grade: student.grade ?? "",
    timezone: student.timezone,
    learningGoals: student.learningGoals ?? "",
    weeklyStudyHours: student.weeklyStudyHours === null ? "" : String(student.weeklyStudyHours),
    phone: student.phone ?? "",
    bio: student.bio ?? "",
  };
}

/** A typed number, null for an empty box; anything else stays text so the schema names the problem. */
function toNumber(text: string): number | null | string {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** Changes whenever anything the form shows changes. */
function profileSignature(student: StudentProfile): string {
  return JSON.stringify([student.id, student.lastProfileUpdate, student.subjects, toFormValues(student)]);
}

/** Only what changed goes to the server: every save starts the 30-day wait (spec 4.3). */
export function toProfileChanges(
  values: Record<string, string>,
  subjects: string[],
  student: StudentProfile,
): Record<string, unknown> {
  const initial = toFormValues(student);
  const changes: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    if ((values[field] ?? "").trim() !== initial[field]) changes[field] = values[field] ?? "";
  }
  for (const field of NUMBER_FIELDS) {
    if ((values[field] ?? "").trim() !== initial[field]) changes[field] = toNumber(values[field] ?? "");
  }
  if (subjects.join("\n") !== student.subjects.join("\n")) changes.subjects = subjects;
  return changes;
}

/**
 * The student profile form (spec 3 fields), checked by the contract's schema before sending. When
 * the profile is locked (spec 4.3) the form is shown disabled with the date it opens again.
 */
export function ProfileSection({
  student,
  studentId,
}: {
  student: StudentProfile;
  studentId: number | null;
}) {
  const update = useUpdateProfile(studentId);
  return (
    // The form starts again from the stored profile whenever that changes (a fresh answer after a
    // kept cache, a save here or elsewhere); the save's outcome lives here, so it stays on screen.
    <ProfileForm key={profileSignature(student)} student={student} update={update} />
  );
}

function ProfileForm({
  student,
  update,
}: {
  student: StudentProfile;
  update: ReturnType<typeof useUpdateProfile>;
}) {
  const [subjects, setSubjects] = useState(student.subjects);
  const form = useSchemaForm(updateProfileRequestSchema, toFormValues(student), {
    toInput: (values) => toProfileChanges(values, subjects, student),
  });
  const server = toSubmitErrors(update.error, FIELDS);
  const formProblem = form.errors._form?.[0];
  const lockedUntil = student.nextProfileEditDate;
  const isLocked = lockedUntil !== null;
  const fieldErrors = (name: (typeof FIELDS)[number]) => form.errors[name] ?? server.fieldErrors[name];
  const submit = form.handleSubmit((body) => update.mutate(body));
  const timeZones = listTimeZoneOptions(student.timezone);

  return (
    <form
      noValidate
      aria-label="Profile details"
      className="grid gap-5"
      onSubmit={(event) => {
        update.reset();
        submit(event);
      }}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      {formProblem && (
        <Alert tone="info">
          {formProblem === "Nothing to update" ? "You haven't changed anything yet." : formProblem}
        </Alert>
      )}
      {update.isSuccess && <Alert tone="success">Your profile is saved.</Alert>}
      {isLocked && (
        <Alert tone="info" title="Your profile is locked for now">
          You can edit your profile again on{" "}
          <time dateTime={lockedUntil} className="font-semibold">
            {formatLongDate(lockedUntil)}
          </time>
        </Alert>
      )}

      <fieldset disabled={isLocked} className="grid gap-5 disabled:opacity-80">
        <legend className="sr-only">Profile details</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            label="First name"
            autoComplete="given-name"
            errors={fieldErrors("firstName")}
            {...form.bind("firstName")}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            errors={fieldErrors("lastName")}
            {...form.bind("lastName")}
          />
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
            hint="School year or grade, e.g. 5 or Year 9"
            maxLength={20}
            errors={fieldErrors("grade")}
            {...form.bind("grade")}
          />
          <SelectField label="Time zone" errors={fieldErrors("timezone")} {...form.bind("timezone")}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {labelTimeZone(zone)}
              </option>
            ))}
          </SelectField>
          <FormField
            label="Weekly study hours"
            type="number"
            inputMode="decimal"
            min={0}
            max={80}
            step={0.5}
            errors={fieldErrors("weeklyStudyHours")}
            {...form.bind("weeklyStudyHours")}
          />
        </div>
        <SubjectsField
          subjects={subjects}
          onChange={setSubjects}
          disabled={isLocked}
          error={fieldErrors("subjects")?.[0]}
        />
        <TextAreaField
          label="Learning goals"
          hint="What would you like to get better at?"
          maxLength={1000}
          errors={fieldErrors("learningGoals")}
          {...form.bind("learningGoals")}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          errors={fieldErrors("phone")}
          {...form.bind("phone")}
          className="sm:max-w-xs"
        />
        <TextAreaField
          label="Bio"
          hint="A few words your tutors will see."
          maxLength={1000}
          errors={fieldErrors("bio")}
          {...form.bind("bio")}
        />
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
        <Button type="submit" isBusy={update.isPending} busyLabel="Saving…" disabled={isLocked}>
          Save profile
        </Button>
        <p className="text-sm text-slate-600">
          You can change your profile once every {PROFILE_EDIT_COOLDOWN_DAYS} days. Saving starts the wait;
          signing up, onboarding and your photo don't count.
        </p>
      </div>
    </form>
  );
}

const boxClasses = cn(
  "block w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm",
  "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200",
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
  "aria-invalid:border-red-500 aria-invalid:focus:outline-red-200",
);

interface BoxFieldProps {
  label: string;
  hint?: string;
  errors?: string[];
}

/** Label, hint and first error around a control, wired for screen readers like FormField. */
function FieldShell({
  label,
  hint,
  errors,
  children,
}: BoxFieldProps & {
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const error = errors?.[0];
  const describedBy = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TextAreaField({ label, hint, errors, ...props }: BoxFieldProps & ComponentProps<"textarea">) {
  return (
    <FieldShell label={label} hint={hint} errors={errors}>
      {(aria) => <textarea rows={3} className={cn(boxClasses, "min-h-20 py-2")} {...aria} {...props} />}
    </FieldShell>
  );
}

function SelectField({ label, hint, errors, ...props }: BoxFieldProps & ComponentProps<"select">) {
  return (
    <FieldShell label={label} hint={hint} errors={errors}>
      {(aria) => <select className={cn(boxClasses, "h-11 sm:h-10")} {...aria} {...props} />}
    </FieldShell>
  );
}
