import { PREPAINT_ID } from "@app/contract/prepaint";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorScreen } from "./route-error-screen";

describe("RouteErrorScreen (spec 2.8)", () => {
  it("falls back to 'Unexpected Application Error!' with a way home when a route fails to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: "/",
          ErrorBoundary: RouteErrorScreen,
          lazy: () => Promise.reject(new Error("Failed to fetch dynamically imported module")),
        },
      ],
      { initialEntries: ["/"] },
    );
    // The lesson the server painted first (decision 072) does not stay over the error.
    const prepaint = document.body.appendChild(document.createElement("div"));
    prepaint.id = PREPAINT_ID;
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(prepaint.isConnected).toBe(false);
    expect(screen.getByText("Failed to fetch dynamically imported module")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
