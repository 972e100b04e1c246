import { type FormEvent, useState } from "react";
import type { output, ZodType } from "zod";
import { ApiError, type FieldErrors } from "./api-client";

/** Turns schema problems into field → messages; problems without a path go under "_form". */
export function toFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_form";
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

/** What a failed submission shows: messages under fields, and a message above the form. */
export interface SubmitErrors {
  fieldErrors: FieldErrors;
  formMessage: string | null;
}

/**
 * Splits a failed call into per-field messages (the server's `details` for fields the form has)
 * and one message for the alert above the form (everything else: wrong password, taken, rate
 * limited, network, timeout).
 */
export function toSubmitErrors(error: unknown, fieldNames: readonly string[]): SubmitErrors {
  if (!error) return { fieldErrors: {}, formMessage: null };
  if (!(error instanceof ApiError))
    return { fieldErrors: {}, formMessage: "Something went wrong. Please try again." };
  const fieldErrors: FieldErrors = {};
  const otherMessages: string[] = [];
  for (const [field, messages] of Object.entries(error.details)) {
    if (fieldNames.includes(field)) fieldErrors[field] = messages;
    else otherMessages.push(...messages);
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formMessage =
    otherMessages.length > 0 ? otherMessages.join(" ") : hasFieldErrors ? null : error.message;
  return { fieldErrors, formMessage };
}

export interface SchemaFormOptions {
  /** Shapes the form's values into the schema's input (drop a confirmation field, keep changes only). */
  toInput?: (values: Record<string, string>) => unknown;
  /** Checks the schema cannot make, such as a matching confirmation. */
  validate?: (values: Record<string, string>) => FieldErrors;
}

/**
 * Form state validated by a contract schema before anything is sent. Field errors clear as the
 * person edits the field; on an invalid submit the first invalid field gets focus.
 */
export function useSchemaForm<S extends ZodType>(
  schema: S,
  initialValues: Record<string, string>,
  options: SchemaFormOptions = {},
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setValue(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }

  function handleSubmit(onValid: (data: output<S>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = schema.safeParse(options.toInput ? options.toInput(values) : values);
      const extraErrors = options.validate?.(values) ?? {};
      if (!result.success || Object.keys(extraErrors).length > 0) {
        setErrors({ ...(result.success ? {} : toFieldErrors(result.error.issues)), ...extraErrors });
        setTimeout(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0);
        return;
      }
      setErrors({});
      onValid(result.data as output<S>);
    };
  }

  /** Props for an input bound to a value. */
  function bind(name: string) {
    return {
      name,
      value: values[name] ?? "",
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    };
  }

  return { values, errors, setValue, setValues, setErrors, handleSubmit, bind };
}

/** A check for a confirmation field that must repeat another field. */
export function requireSameValue(field: string, original: string, message = "The passwords do not match") {
  return (values: Record<string, string>): FieldErrors =>
    values[field] === values[original] ? {} : { [field]: [message] };
}
