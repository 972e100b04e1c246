import type { Access } from "@app/domain/access";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "@/test/factories";
import { useAuthStore } from "../stores/auth-store";
import { RequireAccess } from "./require-access";

function renderGuarded(access: Access, url: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/area/*",
        element: (
          <RequireAccess access={access}>
            <p>The protected page</p>
          </RequireAccess>
        ),
      },
      { path: "/auth/signin", element: <h1>Sign in page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("RequireAccess (spec 2.7, decisions.md 1)", () => {
  beforeEach(() => {
    useAuthStore.setState({ status: "anonymous", user: null });
  });

  it("shows a spinner while the session loads", () => {
    useAuthStore.setState({ status: "loading", user: null });
    renderGuarded("signed-in", "/area/settings");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session");
    expect(screen.queryByText("The protected page")).not.toBeInTheDocument();
  });

  it("sends the signed-out to sign in, replacing history, and remembers the full intended URL", async () => {
    const router = renderGuarded("signed-in", "/area/settings?tab=2#notes");
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/signin");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(sessionStorage.getItem("auth_redirect_url")).toBe("/area/settings?tab=2#notes");
  });

  it("only warns when the intended URL cannot be stored, and still redirects", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    renderGuarded("signed-in", "/area/settings");
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("Could not remember"),
      expect.any(DOMException),
    );
  });

  it("shows the page to a signed-in user", () => {
    useAuthStore.setState({ status: "authenticated", user: buildUser() });
    renderGuarded("signed-in", "/area/settings");
    expect(screen.getByText("The protected page")).toBeInTheDocument();
    expect(sessionStorage.getItem("auth_redirect_url")).toBeNull();
  });

  it("shows a no-access screen, not the page, when the role may not see it", () => {
    useAuthStore.setState({
      status: "authenticated",
      user: buildUser({ role: "tutor", tutorStatus: "approved" }),
    });
    renderGuarded("admin", "/area/admin");
    expect(screen.getByRole("heading", { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("The protected page")).not.toBeInTheDocument();
  });

  it("tells an applicant tutor the application is under review, and shows no tutor page", () => {
    useAuthStore.setState({
      status: "authenticated",
      user: buildUser({ role: "tutor", tutorStatus: "applicant" }),
    });
    renderGuarded("tutor", "/area/tutor");
    expect(
      screen.getByRole("heading", { name: "Your tutor application is under review" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("The protected page")).not.toBeInTheDocument();
  });

  it("lets an admin view the tutor area", () => {
    useAuthStore.setState({ status: "authenticated", user: buildUser({ role: "admin" }) });
    renderGuarded("tutor", "/area/tutor");
    expect(screen.getByText("The protected page")).toBeInTheDocument();
  });
});
