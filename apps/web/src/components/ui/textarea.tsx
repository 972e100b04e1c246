import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A multi-line text field in the product's input style. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm",
        "placeholder:text-slate-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        "aria-invalid:border-red-500 disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
