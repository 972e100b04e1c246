import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A text input; aria-invalid turns it red. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:h-10 sm:text-sm",
        "placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200",
        "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
        "aria-invalid:border-red-500 aria-invalid:focus:outline-red-200",
        className,
      )}
      {...props}
    />
  );
}
