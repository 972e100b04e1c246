import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A native select styled as the text inputs are (touch height on phones); aria-invalid turns it red. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-11 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:h-10 sm:text-sm",
        "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200",
        "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
        "aria-invalid:border-red-500 aria-invalid:focus:outline-red-200",
        className,
      )}
      {...props}
    />
  );
}
