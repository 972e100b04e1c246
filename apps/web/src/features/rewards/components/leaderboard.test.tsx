import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import type { LeaderboardPeriod } from "../api/get-leaderboard";
import { Leaderboard } from "./leaderboard";

const entry = (rank: number, name: string, isMe = false) => ({
  rank,
  display_name: name,
  points: 1000 - rank,
  level: 3,
  is_me: isMe,
});

describe("Leaderboard", () => {
  it("shows the student's own place below the list when it is outside the top 50", async () => {
    const top = Array.from({ length: 50 }, (_, i) => entry(i + 1, `Student ${i + 1}.`));
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(jsonResponse(200, { period: "all", entries: top, me: entry(73, "Mo K.", true) })),
      ),
    );
    renderWithProviders(<Leaderboard period="all" onPeriodChange={vi.fn()} studentId={null} />);

    const ranking = await screen.findByRole("list", { name: "Ranking of all time" });
    expect(within(ranking).getAllByRole("listitem")).toHaveLength(50);
    const mine = screen.getByRole("list", { name: "Your place" });
    expect(mine).toHaveTextContent("Rank 73");
    expect(within(mine).getByRole("listitem")).toHaveAttribute("aria-current", "true");
    expect(mine).toHaveTextContent("Mo K.You");
  });

  it("highlights the student's row inside the list without repeating it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(200, {
            period: "week",
            entries: [entry(1, "Sam O.", true), entry(2, "Leo S.")],
            me: entry(1, "Sam O.", true),
          }),
        ),
      ),
    );
    renderWithProviders(<Leaderboard period="week" onPeriodChange={vi.fn()} studentId={3} />);
    const ranking = await screen.findByRole("list", { name: "Ranking this week" });
    expect(within(ranking).getByText("Sam O.").closest("li")).toHaveAttribute("aria-current", "true");
    expect(screen.queryByRole("list", { name: "Your place" })).not.toBeInTheDocument();
  });

  it("says when nobody has points yet, and switches period with the arrow keys", async () => {
    const fetchMock = vi.fn((_url: string) =>
      Promise.resolve(jsonResponse(200, { period: "week", entries: [], me: null })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onPeriodChange = vi.fn<(period: LeaderboardPeriod) => void>();
    const user = userEvent.setup();
    renderWithProviders(<Leaderboard period="week" onPeriodChange={onPeriodChange} studentId={3} />);

    expect(await screen.findByText("No points earned this week yet")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/rewards/leaderboard?period=week&student_id=3");
    screen.getByRole("tab", { name: "This week" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(onPeriodChange).toHaveBeenCalledWith("all");
  });

  it("tells a student kept off the public boards why they are not listed, and still shows the board", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(200, {
            period: "all",
            entries: [entry(1, "Sam O.")],
            me: null,
            hidden_reason: "parent-choice",
          }),
        ),
      ),
    );
    renderWithProviders(<Leaderboard period="all" onPeriodChange={vi.fn()} studentId={null} />);
    expect(await screen.findByText("Only your family sees you here")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your parent keeps you off the public boards, so others don't see your name. Your family board and your XP still count.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Ranking of all time" })).toHaveTextContent("Sam O.");
    expect(screen.queryByRole("list", { name: "Your place" })).not.toBeInTheDocument();
  });

  it("tells a parent how to change it, and a child waiting for confirmation that no one sees them yet", async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        jsonResponse(200, {
          period: "week",
          entries: [],
          me: null,
          hidden_reason: url.includes("student_id=4") ? "consent-pending" : "parent-choice",
        }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const parentView = renderWithProviders(
      <Leaderboard period="week" onPeriodChange={vi.fn()} studentId={3} childName="Mia" />,
    );
    expect(await screen.findByText("Only the family sees Mia")).toBeInTheDocument();
    expect(screen.getByText(/You can change that on the Family page\./)).toBeInTheDocument();
    parentView.unmount();
    renderWithProviders(<Leaderboard period="week" onPeriodChange={vi.fn()} studentId={4} />);
    expect(await screen.findByText("You aren't shown to others yet")).toBeInTheDocument();
    expect(screen.getByText(/no one else sees you on any/)).toBeInTheDocument();
  });
});
