import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "@/components/ui/toast-store";
import { emitRewardsEarned } from "@/shared/rewards-events";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { RewardsWidget } from "./rewards-widget";

const TOKEN = "header.payload.signature";

function stubWallet(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
    const [status, body] =
      answers.length > 1 ? (answers.shift() as [number, unknown]) : (answers[0] as [number, unknown]);
    return jsonResponse(status, body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const wallet = (points: number, cash = 2.5) => ({ wallet: { points_total: points, cash_balance: cash } });

describe("the rewards widget (spec 2.8, 7.6)", () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
  });

  it("stays hidden, and asks nothing, when no token is stored", async () => {
    const fetchMock = stubWallet([200, wallet(10)]);
    renderWithProviders(<RewardsWidget studentId={3} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId("rewards-widget")).not.toBeInTheDocument();
  });

  it("stays hidden when the wallet call fails", async () => {
    localStorage.setItem("auth_token", TOKEN);
    const fetchMock = stubWallet([500, { error: "Boom" }]);
    renderWithProviders(<RewardsWidget studentId={3} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId("rewards-widget")).not.toBeInTheDocument();
  });

  it("shows points and cash once loaded, for the selected student", async () => {
    localStorage.setItem("auth_token", TOKEN);
    const fetchMock = stubWallet([200, wallet(1320, 2.5)]);
    renderWithProviders(<RewardsWidget studentId={2} />);
    expect(await screen.findByTestId("rewards-points")).toHaveTextContent("1,320");
    expect(screen.getByTestId("rewards-cash")).toHaveTextContent("$2.50");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/rewards/wallet?student_id=2");
  });

  it("opens the leaderboard with a full page load, and tells its purpose in a tooltip", async () => {
    localStorage.setItem("auth_token", TOKEN);
    stubWallet([200, wallet(5)]);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderWithProviders(<RewardsWidget studentId={3} />);
    const widget = await screen.findByTestId("rewards-widget");
    await userEvent.hover(widget);
    expect((await screen.findAllByText("View leaderboard")).length).toBeGreaterThan(0);
    await userEvent.click(widget);
    expect(assign).toHaveBeenCalledWith("/student/rewards/leaderboard");
  });

  it("refetches on every rewards-earned event and celebrates level-ups and streak milestones", async () => {
    localStorage.setItem("auth_token", TOKEN);
    const fetchMock = stubWallet([200, wallet(85)], [200, wallet(110)]);
    renderWithProviders(<RewardsWidget studentId={1} />);
    expect(await screen.findByTestId("rewards-points")).toHaveTextContent("85");
    act(() => emitRewardsEarned({ awarded: 25, levelUps: [1], streakMilestones: [3] }));
    await waitFor(() => expect(screen.getByTestId("rewards-points")).toHaveTextContent("110"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      variant: "celebration",
      title: "Level 1 reached!",
      description: "3-day streak!",
    });
  });

  it("does not celebrate XP without a level-up or milestone", async () => {
    localStorage.setItem("auth_token", TOKEN);
    stubWallet([200, wallet(85)]);
    renderWithProviders(<RewardsWidget studentId={1} />);
    await screen.findByTestId("rewards-widget");
    act(() => emitRewardsEarned({ awarded: 5 }));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
