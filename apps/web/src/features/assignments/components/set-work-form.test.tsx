import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { buildAssignment } from "../test/build-assignment";
import { SetWorkForm } from "./set-work-form";

const lesson = (id: number, title: string) => ({
  id,
  slug: `lesson-${id}`,
  title,
  summary: "",
  subject: "Mathematics",
  difficulty: "beginner",
  estimated_time: 15,
  unit: { id: 3, slug: "fractions", title: "Fractions" },
  course: { id: 1, slug: "maths", title: "Maths basics" },
});

const requests: { url: string; body: unknown }[] = [];

beforeEach(() => {
  localStorage.setItem("auth_token", "header.payload.signature");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes("/api/public/lessons")) {
        return jsonResponse(200, {
          lessons: [lesson(41, "Adding fractions"), lesson(42, "Comparing fractions")],
          total: 2,
          total_is_capped: false,
        });
      }
      if (url.endsWith("/api/assignments")) {
        return jsonResponse(201, { assignment: buildAssignment({ id: 9, title: "Fractions" }) });
      }
      return jsonResponse(200, { assignments: [], total: 0 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  requests.length = 0;
});

describe("SetWorkForm's lesson picker (issue 21)", () => {
  it("asks for no numeric id: the lesson is searched and picked with the keyboard", {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    renderWithProviders(<SetWorkForm studentId={7} quizzes={[]} />);
    await user.selectOptions(screen.getByLabelText("Type"), "material");
    expect(screen.queryByLabelText(/Lesson id/)).toBeNull();

    await user.type(screen.getByLabelText("Title"), "Fractions");
    const search = screen.getByRole("combobox", { name: "Lesson" });
    await user.type(search, "fractions");
    expect(await screen.findByRole("option", { name: /Adding fractions/ })).toBeVisible();
    expect(requests.some((r) => r.url.includes("/api/public/lessons?search=fractions"))).toBe(true);

    // Down twice lands on the second match; Enter picks it without sending the form.
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(search).toHaveAttribute("aria-activedescendant", expect.stringMatching(/-1$/));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("group", { name: "Lesson" })).toHaveTextContent("Comparing fractions");
    expect(requests.some((r) => r.url.endsWith("/api/assignments"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Set work" }));
    expect(await screen.findByText("The work is set.")).toBeVisible();
    const sent = requests.find((r) => r.url.endsWith("/api/assignments"))?.body;
    expect(sent).toMatchObject({ assignment_type: "material", template_id: 42, title: "Fractions" });
  });

  it("picks a lesson with a click, and a picked lesson can be changed", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(<SetWorkForm studentId={7} quizzes={[]} />);
    await user.selectOptions(screen.getByLabelText("Type"), "material");
    await user.type(screen.getByRole("combobox", { name: "Lesson" }), "fra");
    await user.click(await screen.findByRole("option", { name: /Adding fractions/ }));
    await user.click(screen.getByRole("button", { name: "Change lesson" }));
    expect(screen.getByRole("combobox", { name: "Lesson" })).toHaveValue("");
  });
});
