import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { useStudentStore } from "@/shared/student/stores/student-store";
import { buildStudentProfile } from "@/shared/student/testing/build-student-profile";
import { buildUser } from "@/test/factories";
import { jsonResponse, renderWithProviders } from "@/test/render";
import OnboardingPage from "./onboarding";

function showPageFor(student: ReturnType<typeof buildStudentProfile>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith("/api/student-dashboard/profile")
        ? jsonResponse(200, { student })
        : jsonResponse(404, { error: "Not found" }),
    ),
  );
  renderWithProviders(<OnboardingPage />, { url: "/onboarding" });
}

describe("the onboarding page (issue 7.7: onboarding completes once)", () => {
  beforeEach(() => {
    localStorage.setItem("auth_token", "a.b.c");
    useStudentStore.getState().reset();
    useAuthStore.setState({ status: "authenticated", user: buildUser({ role: "student" }) });
  });

  it("asks the questions of a student who has not answered them", async () => {
    showPageFor(buildStudentProfile({ onboardingCompleted: false }));
    expect(await screen.findByRole("button", { name: "Start learning" })).toBeInTheDocument();
  });

  it("sends a student who has answered to the profile instead of asking again", async () => {
    showPageFor(buildStudentProfile({ onboardingCompleted: true }));
    expect(await screen.findByText("Getting started is done")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "settings" })).toHaveAttribute("href", "/student/settings");
    expect(screen.queryByRole("button", { name: "Start learning" })).not.toBeInTheDocument();
  });
});
