import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A grey placeholder shaped like the content that is loading. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}
