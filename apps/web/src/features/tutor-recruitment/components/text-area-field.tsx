import { type ComponentProps, useId } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** A labelled textarea with a hint and an inline error, wired for screen readers. */
export function TextAreaField({
  label,
  hint,
  errors,
  rows = 3,
  ...props
}: Omit<ComponentProps<"textarea">, "id"> & { label: string; hint?: string; errors?: string[] }) {
  const id = useId();
  const error = errors?.[0];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...props}
      />
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
