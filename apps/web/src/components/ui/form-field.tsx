import { type ComponentProps, useId } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

interface FormFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** The first message is shown under the field, and the input is marked invalid. */
  errors?: string[];
  hint?: string;
  id?: string;
}

/** A labelled input with an optional hint and an inline error, wired for screen readers. */
export function FormField({ label, errors, hint, id, className, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const error = errors?.[0];
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
