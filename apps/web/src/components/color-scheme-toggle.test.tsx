import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearLocalSession } from "@/app/session";
import { readColorSchemeChoice, startColorScheme } from "@/lib/color-scheme";
import { ColorSchemeToggle } from "./color-scheme-toggle";

/** A system colour scheme the test can switch, as matchMedia reports it. */
function stubSystemScheme(initial: "light" | "dark") {
  let isDark = initial === "dark";
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query.includes("dark") && isDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (scheme: "light" | "dark") => {
    isDark = scheme === "dark";
    for (const listener of listeners) listener();
  };
}

const scheme = () => document.documentElement.dataset.colorScheme;

describe("the colour scheme", () => {
  beforeEach(() => {
    delete document.documentElement.dataset.colorScheme;
  });
  afterEach(() => {
    delete document.documentElement.dataset.colorScheme;
  });

  it("follows the system until a choice is made, including a later system change", () => {
    const setSystem = stubSystemScheme("dark");
    startColorScheme();
    expect(scheme()).toBe("dark");
    act(() => setSystem("light"));
    expect(scheme()).toBe("light");
  });

  it("toggles with a pressed state, remembers the choice, and follows the system again when they agree", async () => {
    stubSystemScheme("light");
    startColorScheme();
    render(<ColorSchemeToggle />);
    const toggle = screen.getByRole("button", { name: "Dark mode" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(toggle);
    expect(scheme()).toBe("dark");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(readColorSchemeChoice()).toBe("dark");
    expect(localStorage.getItem("color_scheme")).toBe("dark");

    await userEvent.click(toggle);
    expect(scheme()).toBe("light");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    // Light is what the system has, so nothing is stored: the page follows the system again.
    expect(localStorage.getItem("color_scheme")).toBeNull();
  });

  it("keeps a stored choice over the system, and across a sign-out", () => {
    stubSystemScheme("light");
    localStorage.setItem("color_scheme", "dark");
    localStorage.setItem("auth_token", "a.b.c");
    startColorScheme();
    expect(scheme()).toBe("dark");

    clearLocalSession();
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("color_scheme")).toBe("dark");
    expect(scheme()).toBe("dark");
  });

  it("ignores an unknown stored value", () => {
    stubSystemScheme("light");
    localStorage.setItem("color_scheme", "sepia");
    startColorScheme();
    expect(readColorSchemeChoice()).toBe("system");
    expect(scheme()).toBe("light");
  });
});
