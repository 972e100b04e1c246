import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useStudentStore } from "@/shared/student/stores/student-store";
import { buildStudentProfile } from "@/shared/student/testing/build-student-profile";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { StudentShell } from "./student-shell";

const mia = buildStudentProfile({ preferredTheme: "kids" });

function stubApi(profile: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path.startsWith("/api/student-dashboard/profile")) return profile();
      if (path.startsWith("/api/student-dashboard/homework")) return jsonResponse(200, { homework: [] });
      return jsonResponse(404, { error: "Not found" });
    }),
  );
}

function renderShell() {
  return renderWithProviders(
    <StudentShell
      account={{ email: "sam@example.test", role: "student" }}
      userName="Sam Okafor"
      onSignOut={() => {}}
    >
      <p>The page</p>
    </StudentShell>,
    { url: "/student/progress" },
  );
}

describe("the student shell's screens (spec 2.8, 4.7)", () => {
  beforeEach(() => {
    localStorage.setItem("auth_token", "a.b.c");
    useStudentStore.getState().reset();
  });

  it("says 'Loading your profile...' until the profile is there, then shows the page in the student's theme", async () => {
    stubApi(() => jsonResponse(200, { student: mia }));
    renderShell();
    expect(screen.getByText("Loading your profile...")).toBeInTheDocument();
    expect(await screen.findByText("The page")).toBeInTheDocument();
    expect(screen.getByTestId("student-shell")).toHaveAttribute("data-theme", "kids");
    expect(document.documentElement.dataset.theme).toBe("kids");
    expect(useStudentStore.getState().preferredTheme).toBe("kids");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });

  it("shows 'Failed to load profile' with 'Refresh Page' after the retries fail", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(() => jsonResponse(500, { error: "Down" }));
    renderShell();
    // Two retries: 1 s, then 2 s.
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(await screen.findByRole("heading", { name: "Failed to load profile" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
    expect(screen.queryByText("The page")).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it("falls back to the stored theme, validated, before a profile says otherwise", () => {
    useStudentStore.setState({ preferredTheme: "kids" });
    stubApi(() => new Response(null, { status: 204 }));
    renderShell();
    expect(screen.getByTestId("student-shell")).toHaveAttribute("data-theme", "kids");
  });

  it("shows a parent's billing and family pages in the adult theme, the child's pages in the child's", async () => {
    stubApi(() => jsonResponse(200, { students: [mia], isStudentList: true }));
    const shell = (url: string) =>
      renderWithProviders(
        <StudentShell
          account={{ email: "ada@example.test", role: "parent" }}
          userName="Ada Okafor"
          onSignOut={() => {}}
        >
          <p>The page</p>
        </StudentShell>,
        { url },
      );
    for (const url of ["/student/settings?view=billing", "/student/settings?view=family"]) {
      const view = shell(url);
      expect(await screen.findByText("The page")).toBeInTheDocument();
      expect(screen.getByTestId("student-shell"), url).toHaveAttribute("data-theme", "adult");
      expect(document.documentElement.dataset.theme).toBe("adult");
      view.unmount();
    }
    expect(useStudentStore.getState().preferredTheme).toBe("kids");
    shell(`/student/progress?student_id=${mia.id}`);
    expect(await screen.findByText("The page")).toBeInTheDocument();
    expect(screen.getByTestId("student-shell")).toHaveAttribute("data-theme", "kids");
  });

  it("tells a child whose parent has not confirmed yet what waits", async () => {
    stubApi(() => jsonResponse(200, { student: { ...mia, parentConsentPending: true } }));
    renderShell();
    expect(await screen.findByText(/e-mailed your parent to confirm/)).toBeInTheDocument();
  });
});
