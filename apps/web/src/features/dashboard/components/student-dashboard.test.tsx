import type { StudentProfile } from "@app/contract/student";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { StudentDashboard } from "./student-dashboard";

const student = { id: 3, firstName: "Sam", timezone: "UTC" } as StudentProfile;

describe("the dashboard's fallbacks (spec 8, 9)", () => {
  it("shows sample homework, lessons and credits, plainly labelled, when the calls fail", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(500, { error: "Down" })),
    );
    renderWithProviders(<StudentDashboard student={student} isParentAccount={false} />);
    const balance = await screen.findByRole("region", { name: "Lesson balance" });
    expect(await within(balance).findByText("Sample data")).toBeInTheDocument();
    expect(within(balance).getByText("AI tutor sessions").closest("li")).toHaveTextContent("8 of 10 left");
    expect(within(balance).getByText("Tutor sessions").closest("li")).toHaveTextContent("3 of 5 left");
    for (const name of ["Homework and assignments", "Upcoming lessons"]) {
      expect(
        await within(screen.getByRole("region", { name })).findByText("Sample data"),
      ).toBeInTheDocument();
    }
    // Progress has no sample: it says it failed instead.
    expect(await screen.findByText("We couldn't load your progress.")).toBeInTheDocument();
  });

  it("uses sample data without a token, and never calls the server for it", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(401, { error: "Authentication required" }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<StudentDashboard student={student} isParentAccount={false} />);
    expect(await screen.findAllByText("Sample data")).toHaveLength(3);
  });

  it("shows real data without the label", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path.startsWith("/api/student-dashboard/balance"))
          return jsonResponse(200, {
            student_id: 3,
            totalBalance: { "ai-session": 0, "tutor-session": 2 },
            credits: [
              {
                id: 1,
                type: "tutor-session",
                total: 4,
                remaining: 2,
                expiryDate: "2027-01-01T00:00:00Z",
                isExpired: false,
              },
            ],
          });
        if (path.startsWith("/api/student-dashboard/homework")) return jsonResponse(200, { homework: [] });
        if (path.startsWith("/api/student-dashboard/upcoming-lessons"))
          return jsonResponse(200, { upcoming_lessons: [] });
        return jsonResponse(404, { error: "Not found" });
      }),
    );
    renderWithProviders(<StudentDashboard student={student} isParentAccount={false} />);
    const balance = screen.getByRole("region", { name: "Lesson balance" });
    expect((await within(balance).findByText("Tutor sessions")).closest("li")).toHaveTextContent(
      "2 of 4 left",
    );
    expect(await screen.findByText("No lessons booked")).toBeInTheDocument();
    expect(await screen.findByText("No homework yet")).toBeInTheDocument();
    expect(screen.queryByText("Sample data")).not.toBeInTheDocument();
  });
});
