import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { useLocalCompletionStore } from "../stores/local-completion-store";
import { buildAssignment } from "../test/build-assignment";
import { AssignmentsBoard } from "./assignments-board";

// A fixed clock: 21 Nov 2026, 12:00 UTC.
const NOW = new Date("2026-11-21T12:00:00Z");
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const links = {
  quizHref: () => "/student/homework?quiz=1",
  materialHref: (id: number) => `/student/material/${id}`,
};

function stubAssignments(assignments: unknown[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(200, { assignments, total: assignments.length })),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  localStorage.setItem("auth_token", "header.payload.signature");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  useLocalCompletionStore.setState({ byStudent: {} });
});

describe("AssignmentsBoard", () => {
  it("sorts work into the spec's categories with the stats", async () => {
    stubAssignments([
      buildAssignment({ id: 1, title: "Late worksheet", due_date: inDays(-1), overdue: true }),
      buildAssignment({ id: 2, title: "Tonight's reading", due_date: inDays(0.25) }),
      buildAssignment({ id: 3, title: "Essay draft", due_date: inDays(2) }),
      buildAssignment({ id: 4, title: "Project", due_date: inDays(10) }),
      buildAssignment({ id: 5, title: "Handed in", status: "submitted" }),
      buildAssignment({
        id: 6,
        title: "Marked",
        status: "completed",
        completed: true,
        grade: "A",
        feedback: "Great",
      }),
    ]);
    renderWithProviders(<AssignmentsBoard studentId={7} viewer="student" timeZone="UTC" links={links} />);
    const section = async (name: string) => screen.findByRole("region", { name: new RegExp(`^${name}`) });
    expect(within(await section("Overdue")).getByText("Late worksheet")).toBeVisible();
    expect(within(await section("Due today")).getByText("Tonight's reading")).toBeVisible();
    expect(within(await section("Due soon")).getByText("Essay draft")).toBeVisible();
    expect(within(await section("Upcoming")).getByText("Project")).toBeVisible();
    expect(within(await section("Submitted")).getByText("Handed in")).toBeVisible();
    const completed = await section("Completed");
    expect(within(completed).getByText("Grade: A")).toBeVisible();
    expect(within(completed).getByText("Great")).toBeVisible();
    const dl = screen.getByLabelText("Assignment stats");
    expect(within(dl).getByText("To do").nextSibling).toHaveTextContent("4");
    expect(within(dl).getByText("Overdue").nextSibling).toHaveTextContent("1");
    expect(within(dl).getByText("Done").nextSibling).toHaveTextContent("2");
  });

  it("moves work to Completed when ticked on this device, and back", async () => {
    stubAssignments([buildAssignment({ id: 1, title: "Worksheet", due_date: inDays(2) })]);
    renderWithProviders(<AssignmentsBoard studentId={7} viewer="student" timeZone="UTC" links={links} />);
    const tick = await screen.findByRole("checkbox", { name: "Mark as done on this device" });
    await userEvent.click(tick);
    expect(await screen.findByRole("region", { name: /^Completed/ })).toBeVisible();
    expect(screen.queryByRole("region", { name: /^Due soon/ })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Mark as done on this device" }));
    expect(await screen.findByRole("region", { name: /^Due soon/ })).toBeVisible();
  });

  it("lets a parent comment but not hand work in", async () => {
    stubAssignments([buildAssignment({ id: 1, title: "Worksheet", due_date: inDays(2) })]);
    renderWithProviders(<AssignmentsBoard studentId={7} viewer="parent" timeZone="UTC" links={links} />);
    expect(await screen.findByLabelText("Comment for the tutor")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Hand in work" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start" })).toBeNull();
  });

  it("shows the failure text and no work when the list cannot be fetched", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(503, { error: "Down" })),
    );
    renderWithProviders(<AssignmentsBoard studentId={7} viewer="student" timeZone="UTC" links={links} />);
    // Spec 9: assignments are retried once before the failure shows.
    expect(
      await screen.findByText("Failed to fetch assignments: 503", undefined, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole("region", { name: /^Upcoming/ })).toBeNull();
  });
});
