import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A form label. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor.
  return <label className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}
