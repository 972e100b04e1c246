import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { NotificationPreferences } from "./notification-preferences";

const answer = (email: boolean) => ({
  preferences: [
    { kind: "lesson-booked", label: "A lesson is booked", bell: true, email: true },
    { kind: "lesson-cancelled", label: "A lesson is cancelled", bell: true, email },
  ],
  has_email: true,
});

describe("the notification settings (issue 21)", () => {
  it("shows each kind's bell and e-mail, and saves the choice made", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "PUT" ? jsonResponse(200, answer(false)) : jsonResponse(200, answer(true)),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<NotificationPreferences />);
    const cancelled = await screen.findByRole("group", { name: "A lesson is cancelled" });
    const email = within(cancelled).getByRole("checkbox", { name: "E-mail" });
    expect(email).toBeChecked();
    await userEvent.click(email);
    await userEvent.click(screen.getByRole("button", { name: "Save notification settings" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved"));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(put[0]).toBe("/api/notifications/preferences");
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      preferences: [
        { kind: "lesson-booked", bell: true, email: true },
        { kind: "lesson-cancelled", bell: true, email: false },
      ],
    });
  });

  it("says so when the settings do not load", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(500, { error: "Boom" })),
    );
    renderWithProviders(<NotificationPreferences />);
    expect(await screen.findByText("Your notification settings didn't load")).toBeInTheDocument();
  });
});
