import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { SignInForm } from "./sign-in-form";

describe("SignInForm", () => {
  it("shows a wrong password above the form, and keeps nothing stored", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(401, { error: "Incorrect username or password" }))),
    );
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText("Username or e-mail"), "maya");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect username or password");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("shows a rate limit from the server in the alert", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(429, { error: "Too many requests. Please wait a moment and try again." }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText("Username or e-mail"), "maya");
    await user.type(screen.getByLabelText("Password"), "whatever-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
  });

  it("asks for both fields before sending", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText("Enter your username or e-mail")).toBeInTheDocument();
    expect(screen.getByText("Enter your password")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText("Username or e-mail")).toHaveFocus());
  });
});
