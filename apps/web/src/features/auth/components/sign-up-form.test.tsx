import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { SignUpForm } from "./sign-up-form";

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Maya");
  await user.type(screen.getByLabelText("Last name"), "Lopez");
  await user.type(screen.getByLabelText("Username"), "maya_l");
  await user.type(screen.getByLabelText("E-mail"), "maya@example.test");
  await user.type(screen.getByLabelText("Password"), "a-long-password");
}

describe("SignUpForm", () => {
  it("validates with the contract schema before sending anything", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm defaultUserType="student" onSignedUp={vi.fn()} />);

    await user.type(screen.getByLabelText("E-mail"), "not-an-address");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail address");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Password must be at least 8 characters",
    );
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's field details under the fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(400, {
            error: "Invalid input",
            details: { username: ["This username is not allowed"] },
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm defaultUserType="student" onSignedUp={vi.fn()} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("This username is not allowed")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("This username is not allowed");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a conflict above the form and sends the chosen account type", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(409, { error: "An account with this e-mail already exists" })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm defaultUserType="parent" onSignedUp={vi.fn()} />);
    expect(screen.getByRole("radio", { name: /Parent/ })).toBeChecked();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this e-mail already exists");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      userType: "parent",
      username: "maya_l",
      email: "maya@example.test",
    });
  });

  it("disables the button while sending and hands the answer to the page", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onSignedUp = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm defaultUserType="student" onSignedUp={onSignedUp} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const busy = await screen.findByRole("button", { name: /Creating your account/ });
    expect(busy).toBeDisabled();
    answer(jsonResponse(201, { user: { id: "u1" }, access_token: "a.b.c" }));
    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledOnce());
    expect(onSignedUp.mock.calls[0]?.[0]).toMatchObject({ access_token: "a.b.c" });
  });
});
