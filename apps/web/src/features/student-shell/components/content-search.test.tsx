import type { ContentItem } from "@app/contract/dashboard";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { ContentSearch } from "./content-search";

function buildContent(id: number, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id,
    title: `Lesson ${id}`,
    description: null,
    content_type: "material",
    type: "material",
    subject: "Mathematics",
    difficulty: "beginner",
    topics: [],
    bookmarked: false,
    lastAccessed: null,
    material_id: null,
    ...overrides,
  };
}

/** A stubbed library endpoint answering `count` matches (at most `limit` of them listed). */
function stubLibrary(count: number, make: (id: number) => ContentItem = (id) => buildContent(id)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const limit = Number(url.searchParams.get("limit"));
    const content = Array.from({ length: Math.min(count, limit) }, (_, i) => make(i + 1));
    return jsonResponse(200, { content, total: count, total_is_capped: false });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSearch(url = "/student/progress", studentId: number | null = 3) {
  return renderWithProviders(<ContentSearch studentId={studentId} linkFor={(path) => path} />, { url });
}

const searchBox = () => screen.getByPlaceholderText("Search lessons, topics...");

describe("the top bar search (spec 2.8, 5, 9)", () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("does not search with fewer than 2 trimmed characters", async () => {
    const fetchMock = stubLibrary(3);
    renderSearch();
    await user.type(searchBox(), " e ");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("waits until typing pauses for 300 ms, then asks once for the whole term", async () => {
    const fetchMock = stubLibrary(3);
    renderSearch();
    await user.type(searchBox(), "equ");
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/api/student-dashboard/library");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: "equ",
      type: "material",
      limit: "80",
      student_id: "3",
    });
    expect(await screen.findAllByRole("option")).toHaveLength(3);
  });

  it("always searches on the library page, even one character", async () => {
    const fetchMock = stubLibrary(2);
    renderSearch("/student/library");
    await user.type(searchBox(), "a");
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findAllByRole("option")).toHaveLength(2);
  });

  it("shows 5 results and 'View all N results in Library' when more match, linking to the library", async () => {
    stubLibrary(12);
    const { router } = renderSearch();
    await user.type(searchBox(), "al");
    await act(() => vi.advanceTimersByTimeAsync(300));
    const viewAll = await screen.findByRole("option", { name: "View all 12 results in Library" });
    expect(screen.getAllByRole("option")).toHaveLength(6);
    await user.click(viewAll);
    expect(router.state.location.pathname).toBe("/student/library");
    expect(router.state.location.search).toBe("?search=al");
  });

  it("has no 'View all' link with 5 results or fewer", async () => {
    stubLibrary(5);
    renderSearch();
    await user.type(searchBox(), "al");
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findAllByRole("option")).toHaveLength(5);
    expect(screen.queryByText(/View all/)).not.toBeInTheDocument();
  });

  it("says so when nothing matches", async () => {
    stubLibrary(0);
    renderSearch();
    await user.type(searchBox(), "zzz");
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    expect(screen.getByText("Try different keywords or check the Library")).toBeInTheDocument();
  });

  it("moves with the arrows, opens with Enter, and closes with Escape", async () => {
    stubLibrary(3, (id) =>
      buildContent(id, id === 2 ? { content_type: "quiz", type: "quiz" } : { material_id: id * 100 }),
    );
    const { router } = renderSearch();
    await user.type(searchBox(), "les");
    await act(() => vi.advanceTimersByTimeAsync(300));
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/student/library?content=2&type=quiz",
    );
  });

  it("opens a material result at its material id", async () => {
    stubLibrary(1, (id) => buildContent(id, { material_id: 42, title: "Solving linear equations" }));
    const { router } = renderSearch();
    await user.type(searchBox(), "equ");
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.click(await screen.findByRole("option", { name: /Solving linear equations/ }));
    expect(router.state.location.pathname).toBe("/student/material/42");
  });
});
