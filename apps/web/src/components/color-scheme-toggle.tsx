import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import { getColorScheme, subscribeColorScheme, toggleColorScheme } from "@/lib/color-scheme";

/** The scheme on screen, re-rendering when it changes (a toggle, the system, another tab). */
export function useColorScheme() {
  return useSyncExternalStore(subscribeColorScheme, getColorScheme, () => "light" as const);
}

/**
 * The dark mode switch: a toggle button (aria-pressed) whose name stays "Dark mode"; the icon shows
 * what a press gives. The page follows the system until it is pressed (lib/color-scheme.ts).
 */
export function ColorSchemeToggle({ className }: { className?: string }) {
  const isDark = useColorScheme() === "dark";
  const Icon = isDark ? Sun : Moon;
  return (
    <button
      type="button"
      aria-label="Dark mode"
      aria-pressed={isDark}
      title={isDark ? "Switch to the light theme" : "Switch to the dark theme"}
      onClick={toggleColorScheme}
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100",
        className,
      )}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
