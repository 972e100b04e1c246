import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ComingSoon, getComingSoonHome } from "./coming-soon";

describe("the coming-soon page", () => {
  it("goes back to the home of the area it is in", () => {
    expect(getComingSoonHome("/student/messages", "")).toBe("/student/dashboard");
    expect(getComingSoonHome("/student/messages", "?student_id=7")).toBe("/student/dashboard?student_id=7");
    expect(getComingSoonHome("/student/messages", "?student_id=x")).toBe("/student/dashboard");
    expect(getComingSoonHome("/tutor/students", "")).toBe("/tutor");
    expect(getComingSoonHome("/admin/users", "")).toBe("/admin");
    expect(getComingSoonHome("/studentship", "")).toBe("/");
    expect(getComingSoonHome("/blog", "")).toBe("/");
  });

  it("keeps a portal page's 'Back to home' in the portal", () => {
    const router = createMemoryRouter([{ path: "*", element: <ComingSoon title="Messages" /> }], {
      initialEntries: ["/student/messages?student_id=3"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Messages", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute(
      "href",
      "/student/dashboard?student_id=3",
    );
  });
});
