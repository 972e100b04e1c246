import { addStudentRequestSchema } from "@app/contract/student";
import { Sparkles } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toSubmitErrors, useSchemaForm } from "@/lib/form";
import { useAddChild } from "../api/add-child";

const FIELDS = ["firstName", "lastName", "age", "grade"] as const;

const toNumber = (text: string | undefined) => (text && text.trim() !== "" ? Number(text) : undefined);

/**
 * What a parent without children sees on every student page (issue 10): a welcome and the form
 * to add their first child, instead of an error. The new child shows everywhere at once.
 */
export function AddFirstChild({ parentName }: { parentName: string }) {
  const addChild = useAddChild();
  const form = useSchemaForm(
    addStudentRequestSchema,
    { firstName: "", lastName: "", age: "", grade: "" },
    {
      toInput: (values) => ({
        firstName: values.firstName ?? "",
        lastName: values.lastName ?? "",
        age: toNumber(values.age),
        ...(values.grade?.trim() ? { grade: values.grade } : {}),
      }),
    },
  );
  const submitErrors = addChild.error ? toSubmitErrors(addChild.error, FIELDS) : null;
  const errorsOf = (name: (typeof FIELDS)[number]) => form.errors[name] ?? submitErrors?.fieldErrors[name];

  return (
    <section aria-labelledby="first-child-heading" className="mx-auto grid w-full max-w-xl gap-6 px-4 py-6">
      <div className="grid gap-2 text-center">
        <Sparkles aria-hidden className="mx-auto size-10 text-brand-600" />
        <h1 id="first-child-heading" className="text-2xl font-bold text-slate-900">
          Welcome{parentName ? `, ${parentName}` : ""}! Let's add your first child
        </h1>
        <p className="text-slate-600">
          Lessons, practice, homework and progress all belong to a child's profile. Add one now; you can add
          brothers and sisters, and give older children a login of their own, later.
        </p>
      </div>
      <form
        aria-label="Add your first child"
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        onSubmit={form.handleSubmit((data) => addChild.mutate(data))}
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
          <FormField label="Age" inputMode="numeric" {...form.bind("age")} errors={errorsOf("age")} />
          <FormField
            label="Grade"
            hint="Optional, for example 5 or Year 6"
            {...form.bind("grade")}
            errors={errorsOf("grade")}
          />
        </div>
        {submitErrors?.formMessage && <Alert tone="error">{submitErrors.formMessage}</Alert>}
        <Button type="submit" disabled={addChild.isPending} className="w-full sm:w-auto sm:justify-self-end">
          {addChild.isPending ? "Adding…" : "Add my child"}
        </Button>
      </form>
    </section>
  );
}
