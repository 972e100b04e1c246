import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { MaterialViews } from "./material-views";

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: "*", element: <MaterialViews materialId={7} /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
}

describe("the material layout switch", () => {
  it("stays out of a learner's way", () => {
    renderAt("/student/material/7");
    expect(screen.queryByRole("navigation", { name: "Layout" })).not.toBeInTheDocument();
  });

  it("shows the three layouts with the debug flag, keeping the address's query", () => {
    renderAt("/student/material/7?debug=1");
    expect(screen.getByRole("link", { name: "Deck first" })).toHaveAttribute(
      "href",
      "/student/material-v2/7?debug=1",
    );
    expect(screen.getByRole("link", { name: "Classic" })).toHaveAttribute(
      "href",
      "/student/material/7/legacy?debug=1",
    );
  });

  it("shows with the stored debug flag too", () => {
    localStorage.setItem("debug", "true");
    renderAt("/student/material/7");
    expect(screen.getByRole("navigation", { name: "Layout" })).toBeInTheDocument();
  });
});
