import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("Boom");
  return <p>Recovered content</p>;
}

describe("ErrorBoundary (spec 2.8)", () => {
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
});
