import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorScreen } from "@/app/route-error-screen";
import { ErrorBoundary } from "./error-boundary";

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("Boom");
  return <p>Recovered content</p>;
}

describe("error screens (spec 2.8)", () => {
  it("shows 'Something went wrong' and renders the page again on 'Try Again'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Recovered content")).toBeInTheDocument();
  });

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
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch dynamically imported module")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });
});
