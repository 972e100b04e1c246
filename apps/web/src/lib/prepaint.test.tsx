import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PREPAINT_ID, PREPAINT_SCRIPT } from "@app/contract/prepaint";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RootLayout } from "@/app/layouts/root-layout";
import { dismissPrepaint } from "./prepaint";
import { STORAGE_KEYS } from "./storage";

// Decision 072: the lesson page the server paints first, and what the app does with it.

function addPrepaint(): HTMLElement {
  const element = document.createElement("div");
  element.id = PREPAINT_ID;
  element.textContent = "Counting on";
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.getElementById(PREPAINT_ID)?.remove();
  localStorage.clear();
  delete document.documentElement.dataset.colorScheme;
  delete document.documentElement.dataset.theme;
});

describe("the server's prepaint", () => {
  it("is taken away once, and taking it away again or without one changes nothing", () => {
    const element = addPrepaint();
    dismissPrepaint();
    expect(element.isConnected).toBe(false);
    expect(() => dismissPrepaint()).not.toThrow();
  });

  it("goes as soon as the app has drawn its first page", async () => {
    addPrepaint();
    const router = createMemoryRouter([
      { path: "/", Component: RootLayout, children: [{ index: true, element: <h1>The lesson</h1> }] },
    ]);
    const { findByRole } = render(<RouterProvider router={router} />);
    await findByRole("heading", { name: "The lesson" });
    expect(document.getElementById(PREPAINT_ID)).toBeNull();
  });
});

describe("the script that runs before it paints (apps/web/public)", () => {
  const source = fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), "../../public", PREPAINT_SCRIPT),
    "utf8",
  );
  const run = () => new Function(source)();

  it("reads the app's own storage keys", () => {
    expect(source).toContain(`"${STORAGE_KEYS.colorScheme}"`);
    expect(source).toContain(`"${STORAGE_KEYS.student}"`);
  });

  it("sets the stored colour scheme and the student's last theme as the app will", () => {
    localStorage.setItem(STORAGE_KEYS.colorScheme, "dark");
    localStorage.setItem(
      STORAGE_KEYS.student,
      JSON.stringify({ state: { preferredTheme: "kids" }, version: 2 }),
    );
    run();
    expect(document.documentElement.dataset.colorScheme).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("kids");
  });

  it("follows the system without a choice, and ignores what it cannot read", () => {
    localStorage.setItem(STORAGE_KEYS.colorScheme, "purple");
    localStorage.setItem(STORAGE_KEYS.student, "{not json");
    expect(run).not.toThrow();
    expect(document.documentElement.dataset.colorScheme).toBe("light");
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
