import { ERROR_MESSAGES } from "@app/contract/errors";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "@/test/factories";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { ProfileDetailsForm } from "./profile-details-form";

describe("ProfileDetailsForm", () => {
  it("asks for the current password only when the e-mail changes", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsForm user={buildUser()} />);
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "maya.new@example.test");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(
      ERROR_MESSAGES.currentPasswordRequired,
    );
  });

  it("sends the password with the new e-mail, stores the new token and says the change waits", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(200, {
          ...buildUser({ pendingEmail: "maya.new@example.test" }),
          access_token: "header.fresh-token.signature",
        }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsForm user={buildUser()} />);

    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "maya.new@example.test");
    await user.type(screen.getByLabelText("Current password"), "my-current-secret");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText(/We've sent a link to maya.new@example.test/)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: "maya.new@example.test",
      current_password: "my-current-secret",
    });
    expect(localStorage.getItem("auth_token")).toBe("header.fresh-token.signature");
    expect(screen.getByLabelText("E-mail")).toHaveValue("maya@example.test");
  });

  it("shows a wrong current password under its field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(400, {
            error: ERROR_MESSAGES.wrongPassword,
            details: { current_password: [ERROR_MESSAGES.wrongPassword] },
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileDetailsForm user={buildUser()} />);
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "maya.new@example.test");
    await user.type(screen.getByLabelText("Current password"), "not-it");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText(ERROR_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(
      ERROR_MESSAGES.wrongPassword,
    );
  });
});
