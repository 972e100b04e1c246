import type { FirstScreenResponse } from "@app/contract/first-screen";
import type { StudentProfile } from "@app/contract/student";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { nextStepQueryOptions } from "@/shared/progress/get-next-step";
import { progressKeys } from "@/shared/progress/keys";
import { studentKeys } from "@/shared/student/api/keys";
import { StudentDashboard } from "../components/student-dashboard";
import { balanceQueryOptions } from "./get-balance";
import { loadFirstScreen, seedFirstScreen } from "./get-first-screen";
import { upcomingLessonsQueryOptions } from "./get-upcoming-lessons";

const sam = {
  id: 3,
  name: "Sam Okafor",
  firstName: "Sam",
  lastName: "Okafor",
  timezone: "UTC",
} as StudentProfile;

type Cards = NonNullable<FirstScreenResponse["dashboard"]>;

function answerFor(profile: FirstScreenResponse["profile"], studentId: number): FirstScreenResponse {
  return {
    profile,
    dashboard: {
      student_id: studentId,
      next_step: {
        next_step: { kind: "continue", material_id: 7, title: "One-step equations" },
        has_activity: true,
        reason: "Why this: you started this lesson today and it isn't finished yet.",
      },
      homework: {
        homework: [
          {
            id: 1,
            title: "Worksheet: two-step equations",
            subject: "Mathematics",
            dueDate: "No due date",
            due_date: null,
            completed: false,
            description: null,
            difficulty: null,
            status: "assigned",
            feedback: null,
            grade: null,
            assigned_date: "2026-11-20T10:00:00.000Z",
            estimated_time: null,
            priority: "medium",
            assignment_type: "homework",
            template: null,
            attachments: [],
            submission_files: [],
          },
        ],
      } as Cards["homework"],
      upcoming_lessons: { upcoming_lessons: [] },
      balance: {
        student_id: studentId,
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
      } as Cards["balance"],
      progress: {
        student_id: studentId,
        level: { level: 1, totalXP: 354, xpIntoCurrentLevel: 354, xpToNextLevel: 46, nextLevelXP: 400 },
        streak: {
          currentStreak: 4,
          longestStreak: 4,
          lastActivityDate: null,
          streakMultiplier: 1.4,
          milestonesReached: [],
        },
        recentGains: [],
        weeklyXP: [],
        completedAssignments: 1,
        pendingAssignments: 1,
      },
    },
  };
}

function renderDashboard(queryClient: QueryClient, isParentAccount: boolean) {
  const router = createMemoryRouter(
    [{ path: "*", element: <StudentDashboard student={sam} isParentAccount={isParentAccount} /> }],
    { initialEntries: ["/student/dashboard"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the dashboard's first screen from one call (issue 14)", () => {
  it("fills each card's own cache, so the dashboard shows everything without another call", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    seedFirstScreen(queryClient, answerFor({ student: sam }, 3));

    expect(queryClient.getQueryData(studentKeys.profile())).toEqual({
      students: [sam],
      isStudentList: false,
    });
    expect(queryClient.getQueryData(nextStepQueryOptions(null).queryKey)).toMatchObject({
      has_activity: true,
    });
    expect(queryClient.getQueryData(studentKeys.homework(3))).toHaveLength(1);
    expect(queryClient.getQueryData(upcomingLessonsQueryOptions(3).queryKey)).toEqual([]);
    expect(queryClient.getQueryData(balanceQueryOptions(3).queryKey)).toMatchObject({ student_id: 3 });
    expect(queryClient.getQueryData(progressKeys.xp(3))).toMatchObject({ completedAssignments: 1 });

    renderDashboard(queryClient, false);
    expect(screen.getByRole("heading", { name: "Welcome back, Sam!" })).toBeInTheDocument();
    expect(screen.getByText("One-step equations")).toBeInTheDocument();
    expect(screen.getByText("Nothing due in the next 3 days")).toBeInTheDocument();
    expect(screen.getByText("No lessons booked")).toBeInTheDocument();
    const balance = screen.getByRole("region", { name: "Lesson balance" });
    expect(within(balance).getByText("Tutor sessions").closest("li")).toHaveTextContent("2 of 4 left");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps a parent's next step under the child's id, as the parent's dashboard asks it", () => {
    const queryClient = new QueryClient();
    const mia = { ...sam, id: 4, firstName: "Mia" };
    seedFirstScreen(queryClient, answerFor({ students: [sam, mia] }, 4));
    expect(queryClient.getQueryData(studentKeys.profile())).toEqual({
      students: [sam, mia],
      isStudentList: true,
    });
    expect(queryClient.getQueryData(nextStepQueryOptions(4).queryKey)).toMatchObject({ has_activity: true });
    expect(queryClient.getQueryData(nextStepQueryOptions(null).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(studentKeys.homework(4))).toHaveLength(1);
  });

  it("gives a parent without children the profile only", () => {
    const queryClient = new QueryClient();
    seedFirstScreen(queryClient, { profile: { students: [] }, dashboard: null });
    expect(queryClient.getQueryData(studentKeys.profile())).toEqual({ students: [], isStudentList: true });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });

  it("leaves the cache empty when the call failed or answered something else", async () => {
    const queryClient = new QueryClient();
    await loadFirstScreen(queryClient, Promise.resolve(null));
    await loadFirstScreen(queryClient, Promise.resolve({ profile: { nobody: true }, dashboard: null }));
    await loadFirstScreen(queryClient, Promise.reject(new Error("offline")));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
