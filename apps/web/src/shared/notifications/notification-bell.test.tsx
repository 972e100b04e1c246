import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { formatUnreadCount, NotificationBell } from "./notification-bell";

const notification = (id: number, readAt: string | null) => ({
  id,
  title: `Notice ${id}`,
  body: "Body",
  link_url: "/student/review",
  created_at: "2026-11-20T10:00:00.000Z",
  read_at: readAt,
});

describe("the notification bell", () => {
  beforeEach(() => localStorage.clear());

  it("shows the unread count, lists the notifications, and marks one read when opened", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/notifications" && (!init?.method || init.method === "GET"))
        return jsonResponse(200, {
          notifications: [notification(2, null), notification(1, "2026-11-19T00:00:00Z")],
          unread_count: 1,
        });
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<NotificationBell />, { url: "/student" });
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.notifications)!)).toEqual({ unread_count: 1 });
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole("menuitem", { name: /Notice 2/ }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/notifications/2/read",
        expect.objectContaining({ method: "POST" }),
      ),
    );
  });

  it("shows the last count this device saw until the server answers", async () => {
    localStorage.setItem(STORAGE_KEYS.notifications, JSON.stringify({ unread_count: 3 }));
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeInTheDocument();
  });

  it("caps the badge at 99+", () => {
    expect(formatUnreadCount(7)).toBe("7");
    expect(formatUnreadCount(150)).toBe("99+");
  });
});
