import { themeForAge } from "@app/domain/profile";
import { Rocket, Sparkles, Star } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * A small preview of the look the student will get: the kids theme under 13, the adult theme
 * otherwise (spec 4.7). It follows the age as it is typed.
 */
export function ThemePreview({ age }: { age: number | null }) {
  const theme = themeForAge(age);
  const isKids = theme === "kids";
  return (
    <section aria-label="Theme preview" data-theme={theme} className="grid gap-2">
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {isKids ? "Kids theme" : "Adult theme"}
        <span className="font-normal text-slate-600">
          {age === null
            ? ": enter an age to see the theme."
            : isKids
              ? ": bright colours and big, friendly buttons for learners under 13."
              : ": a calm, clean look for learners 13 and over."}
        </span>
      </p>
      <div
        aria-hidden
        className={cn(
          "grid gap-3 border p-4 transition-all",
          isKids
            ? "rounded-3xl border-amber-200 bg-gradient-to-br from-amber-100 via-pink-50 to-sky-100"
            : "rounded-lg border-slate-200 bg-white",
        )}
      >
        <div className="flex items-center gap-3">
          <div
            className={cn(
              "flex size-10 items-center justify-center",
              isKids ? "rounded-full bg-pink-500 text-white" : "rounded-md bg-brand-50 text-brand-700",
            )}
          >
            {isKids ? <Rocket className="size-5" /> : <Star className="size-5" />}
          </div>
          <div className="grid gap-0.5">
            <span
              className={cn("font-semibold", isKids ? "text-lg text-pink-700" : "text-sm text-slate-900")}
            >
              {isKids ? "Great job, explorer!" : "Welcome back"}
            </span>
            <span className={cn("text-slate-600", isKids ? "text-sm" : "text-xs")}>
              {isKids ? "3 days in a row. Keep it up!" : "3-day streak · Level 2"}
            </span>
          </div>
        </div>
        <div
          className={cn("h-2.5 overflow-hidden", isKids ? "rounded-full bg-white" : "rounded bg-slate-100")}
        >
          <div
            className={cn("h-full w-2/3", isKids ? "rounded-full bg-amber-400" : "rounded bg-brand-600")}
          />
        </div>
        <span
          className={cn(
            "inline-flex w-fit items-center gap-1.5 font-medium",
            isKids
              ? "rounded-full bg-sky-500 px-4 py-2 text-sm text-white"
              : "rounded-md bg-brand-700 px-3 py-1.5 text-xs text-white",
          )}
        >
          {isKids && <Sparkles className="size-4" />}
          Continue learning
        </span>
      </div>
    </section>
  );
}
