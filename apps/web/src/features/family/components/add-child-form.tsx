import { addStudentRequestSchema, type StudentProfile } from "@app/contract/student";
import { useId, useMemo } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useAddChild } from "../api/add-child";

const FIELDS = ["firstName", "lastName", "age", "grade", "subjects", "learningGoals", "timezone"] as const;

const toNumber = (text: string | undefined) => (text && text.trim() !== "" ? Number(text) : undefined);
const toList = (text: string | undefined) =>
  (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The browser's own time zone, the likely one for a child at home. */
function guessTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function listTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The form to add a child (issue 10): first and last name and age, and optionally grade, subjects,
 * goals and time zone. Checked with the contract's schema before it is sent; the server's answer
 * shows under the fields it names. `isShort` leaves the optional fields folded away.
 */
export function AddChildForm({
  label,
  submitLabel,
  onAdded,
  isShort = false,
}: {
  label: string;
  submitLabel: string;
  onAdded?: (student: StudentProfile) => void;
  isShort?: boolean;
}) {
  const addChild = useAddChild();
  const timeZone = useMemo(guessTimeZone, []);
  const zones = useMemo(() => listTimeZones(timeZone), [timeZone]);
  const ids = { zone: useId(), goals: useId() };
  const form = useSchemaForm(
    addStudentRequestSchema,
    { firstName: "", lastName: "", age: "", grade: "", subjects: "", learningGoals: "", timezone: timeZone },
    {
      toInput: (values) => ({
        firstName: values.firstName ?? "",
        lastName: values.lastName ?? "",
        age: toNumber(values.age),
        ...(values.grade?.trim() ? { grade: values.grade } : {}),
        ...(toList(values.subjects).length ? { subjects: toList(values.subjects) } : {}),
        ...(values.learningGoals?.trim() ? { learningGoals: values.learningGoals } : {}),
        ...(values.timezone ? { timezone: values.timezone } : {}),
      }),
    },
  );
  const submitErrors = addChild.error ? toSubmitErrors(addChild.error, FIELDS) : null;
  const errorsOf = (name: (typeof FIELDS)[number]) => form.errors[name] ?? submitErrors?.fieldErrors[name];

  const optional = (
    <>
      <FormField
        label="Subjects"
        hint="Optional, separated by commas"
        {...form.bind("subjects")}
        errors={errorsOf("subjects")}
      />
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={ids.goals}>Goals</Label>
        <Textarea
          id={ids.goals}
          rows={2}
          placeholder="Optional: what should learning help with?"
          {...form.bind("learningGoals")}
        />
        {errorsOf("learningGoals")?.[0] && (
          <p className="text-sm text-red-700">{errorsOf("learningGoals")?.[0]}</p>
        )}
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={ids.zone}>Time zone</Label>
        <select
          id={ids.zone}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
          {...form.bind("timezone")}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </div>
    </>
  );

  return (
    <form
      aria-label={label}
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((data) =>
        addChild.mutate(data, {
          onSuccess: ({ student }) => {
            form.setValues({
              firstName: "",
              lastName: "",
              age: "",
              grade: "",
              subjects: "",
              learningGoals: "",
              timezone: timeZone,
            });
            onAdded?.(student);
          },
        }),
      )}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="off"
          {...form.bind("firstName")}
          errors={errorsOf("firstName")}
        />
        <FormField
          label="Last name"
          autoComplete="off"
          {...form.bind("lastName")}
          errors={errorsOf("lastName")}
        />
        <FormField
          label="Age"
          inputMode="numeric"
          hint="3 to 18"
          {...form.bind("age")}
          errors={errorsOf("age")}
        />
        <FormField
          label="Grade"
          hint="Optional, for example 5 or Year 6"
          {...form.bind("grade")}
          errors={errorsOf("grade")}
        />
        {!isShort && optional}
      </div>
      {isShort && (
        <details className="rounded-md border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            Subjects, goals and time zone (optional)
          </summary>
          <div className="mt-3 grid items-start gap-4 sm:grid-cols-2">{optional}</div>
        </details>
      )}
      {submitErrors?.formMessage && <Alert tone="error">{submitErrors.formMessage}</Alert>}
      <Button
        type="submit"
        isBusy={addChild.isPending}
        busyLabel="Adding…"
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {submitLabel}
      </Button>
    </form>
  );
}
