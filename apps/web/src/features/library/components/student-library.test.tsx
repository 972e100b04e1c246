import type { ContentItem } from "@app/contract/dashboard";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { buildContentItem } from "../test/build-content-item";
import { StudentLibrary } from "./student-library";

interface ApiCall {
  method: string;
  url: URL;
}

/** Stubs the library API; `favourite` answers the star's POST. */
function stubLibrary({
  items,
  total = items.length,
  isCapped = false,
  favourite = () => jsonResponse(200, { content_id: 1, bookmarked: true }),
}: {
  items: ContentItem[];
  total?: number;
  isCapped?: boolean;
  favourite?: () => Response;
}) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      if (url.pathname === "/api/student-dashboard/library") {
        const isRecent = url.searchParams.get("recent_only") === "true";
        return jsonResponse(200, { content: isRecent ? [] : items, total, total_is_capped: isCapped });
      }
      if (url.pathname === "/api/material-progress/batch") return jsonResponse(200, { data: {} });
      if (url.pathname.endsWith("/favourite")) return favourite();
      if (url.pathname.endsWith("/opened")) return new Response(null, { status: 204 });
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  return calls;
}

const linkFor = (path: string) => path;

describe("StudentLibrary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("arrives with the top bar's ?search=, searches for it and shows 400+ when the count is capped", async () => {
    const calls = stubLibrary({
      items: [buildContentItem({ id: 1, title: "Linear equations" })],
      total: 400,
      isCapped: true,
    });
    renderWithProviders(<StudentLibrary studentId={null} linkFor={linkFor} />, {
      url: "/student/library?search=linear",
    });

    expect(await screen.findByText("400+ results for “linear”")).toBeInTheDocument();
    expect(screen.getByLabelText("Search the library")).toHaveValue("linear");
    const search = calls.find((c) => c.url.pathname.endsWith("/library") && c.url.searchParams.has("search"));
    expect(search?.url.searchParams.get("search")).toBe("linear");
  });

  it("filters by type through the address and the call", async () => {
    const calls = stubLibrary({
      items: [
        buildContentItem({
          id: 2,
          title: "Fractions quiz",
          type: "quiz",
          content_type: "quiz",
          material_id: null,
        }),
      ],
    });
    const { router } = renderWithProviders(<StudentLibrary studentId={null} linkFor={linkFor} />, {
      url: "/student/library",
    });
    await screen.findByText("Fractions quiz");
    await userEvent.selectOptions(screen.getByLabelText("Type"), "quiz");

    await waitFor(() => expect(router.state.location.search).toContain("type=quiz"));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.searchParams.get("type") === "quiz" && !c.url.searchParams.has("recent_only"),
        ),
      ).toBe(true),
    );
  });

  it("stars an item at once and puts the star back when the server refuses", async () => {
    let answer: (value: Response) => void = () => {};
    stubLibrary({
      items: [buildContentItem({ id: 1, title: "Place value" })],
      favourite: () => {
        throw new Error("unused");
      },
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith("/favourite")
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : realFetch(input, init),
      ),
    );
    renderWithProviders(<StudentLibrary studentId={null} linkFor={linkFor} />, { url: "/student/library" });
    const star = await screen.findByRole("button", { name: "Add Place value to favourites" });

    await userEvent.click(star);
    expect(await screen.findByRole("button", { name: "Remove Place value from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    answer(jsonResponse(500, { error: "Database unavailable" }));
    expect(await screen.findByRole("button", { name: "Add Place value to favourites" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("opens ?content={id}&type= at the top and records that it was opened", async () => {
    const calls = stubLibrary({
      items: [
        buildContentItem({
          id: 91,
          title: "Fractions quiz",
          type: "quiz",
          content_type: "quiz",
          material_id: null,
        }),
        buildContentItem({
          id: 92,
          title: "French numbers quiz",
          type: "quiz",
          content_type: "quiz",
          material_id: null,
        }),
      ],
    });
    renderWithProviders(<StudentLibrary studentId={null} linkFor={linkFor} />, {
      url: "/student/library?content=91&type=quiz",
    });

    const spotlight = await screen.findByRole("region", { name: "Fractions quiz" });
    // A quiz item leads to its quiz, taken on the assignments page.
    expect(within(spotlight).getByRole("link", { name: "Take the quiz" })).toHaveAttribute(
      "href",
      "/student/homework?quiz_content=91",
    );
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Fractions quiz", level: 2 })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.method === "POST" && c.url.pathname === "/api/student-dashboard/library/91/opened",
        ),
      ).toBe(true),
    );
    expect(document.querySelector('[data-content-id="91"]')).toHaveAttribute("aria-current", "true");
  });

  it("says so when nothing matches", async () => {
    stubLibrary({ items: [] });
    renderWithProviders(<StudentLibrary studentId={null} linkFor={linkFor} />, {
      url: "/student/library?search=zzz",
    });
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    expect(screen.getByText("0 results for “zzz”")).toBeInTheDocument();
  });
});
