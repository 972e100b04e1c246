import { TUTORING_LIMITS, tutorApplicationRequestSchema } from "@app/contract/tutoring";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useSubmitTutorApplication } from "../api/submit-tutor-application";
import { TextAreaField } from "./text-area-field";

const FIELDS = ["subjects", "experience", "availability", "statement"] as const;

/** The /join-tutor application: subjects, experience, availability and a statement. */
export function TutorApplicationForm({
  initial,
}: {
  initial?: Partial<Record<(typeof FIELDS)[number], string>>;
}) {
  const form = useSchemaForm(
    tutorApplicationRequestSchema,
    { subjects: "", experience: "", availability: "", statement: "", ...initial },
    {
      toInput: (values) => ({
        subjects: (values.subjects ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        experience: values.experience,
        availability: values.availability,
        statement: values.statement,
      }),
    },
  );
  const submit = useSubmitTutorApplication();
  const server = toSubmitErrors(submit.error, [...FIELDS]);
  const errorsOf = (field: string) =>
    form.errors[field] ??
    server.fieldErrors[field] ??
    Object.entries({ ...form.errors, ...server.fieldErrors }).find(([key]) =>
      key.startsWith(`${field}.`),
    )?.[1];

  return (
    <form
      noValidate
      aria-label="Tutor application"
      className="grid gap-4"
      onSubmit={form.handleSubmit((data) => submit.mutate(data))}
    >
      {server.formMessage && <Alert tone="error">{server.formMessage}</Alert>}
      <FormField
        label="Subjects you teach"
        hint={`Separate them with commas, e.g. Mathematics, Physics (up to ${TUTORING_LIMITS.subjectsMax}).`}
        errors={errorsOf("subjects")}
        {...form.bind("subjects")}
      />
      <TextAreaField
        label="Teaching experience"
        hint="Where and whom you have taught, for how long, any qualifications."
        maxLength={TUTORING_LIMITS.experienceMax}
        errors={errorsOf("experience")}
        {...form.bind("experience")}
      />
      <TextAreaField
        label="Availability"
        hint="The days and hours you can teach, and your time zone."
        rows={2}
        maxLength={TUTORING_LIMITS.availabilityMax}
        errors={errorsOf("availability")}
        {...form.bind("availability")}
      />
      <TextAreaField
        label="Why you want to tutor with us"
        hint={`At least ${TUTORING_LIMITS.statementMin} characters.`}
        rows={5}
        maxLength={TUTORING_LIMITS.statementMax}
        errors={errorsOf("statement")}
        {...form.bind("statement")}
      />
      <Button type="submit" isBusy={submit.isPending} busyLabel="Sending…" className="justify-self-start">
        Send my application
      </Button>
    </form>
  );
}
