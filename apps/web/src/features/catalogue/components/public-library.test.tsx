import type { LessonSearchResult } from "@app/contract/search";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { PublicLibrary } from "./public-library";

const lesson = (id: number, title: string): LessonSearchResult => ({
  id,
  slug: `lesson-${id}`,
  title,
  summary: "",
  subject: "French",
  difficulty: "beginner",
  estimated_time: 10,
  unit: { id: 2, slug: "verbs", title: "Verbs" },
  course: { id: 1, slug: "french", title: "French" },
});

afterEach(() => vi.unstubAllGlobals());

describe("the public library's search", () => {
  it("shows the lessons in the server's order, with the server's count", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname.endsWith("/public/lessons")) {
        expect(url.searchParams.get("search")).toBe("avoir");
        return jsonResponse(200, {
          lessons: [lesson(9, "Avoir"), lesson(3, "Verbs with avoir"), lesson(5, "Avoi drills")],
          total: 3,
          total_is_capped: false,
        });
      }
      if (url.pathname.endsWith("/public/courses")) return jsonResponse(200, { courses: [] });
      return jsonResponse(200, { modules: [] });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<PublicLibrary />, { url: "/library?q=%20avoir%20" });

    expect(await screen.findByRole("heading", { name: '3 lessons match "avoir"' })).toBeInTheDocument();
    const links = within(screen.getByRole("list"))
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.includes("/lessons/"));
    expect(links.map((link) => link.textContent)).toEqual(["Avoir", "Verbs with avoir", "Avoi drills"]);
    expect(links[0]).toHaveAttribute("href", "/courses/french/units/verbs/lessons/9");
  });

  it("says when nothing matches", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { lessons: [], total: 0, total_is_capped: false, courses: [] })),
    );
    renderWithProviders(<PublicLibrary />, { url: "/library?q=zzzz" });
    expect(await screen.findByRole("heading", { name: 'No lessons match "zzzz"' })).toBeInTheDocument();
  });
});
