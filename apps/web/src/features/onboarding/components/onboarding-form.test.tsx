import type { StudentProfile } from "@app/contract/student";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useToastStore } from "@/components/ui/toast-store";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { OnboardingForm } from "./onboarding-form";

/** A student who has just signed up: no age, grade, subjects or hours yet. */
const newStudent: StudentProfile = {
  id: 4,
  name: "Robin Example",
  firstName: "Robin",
  lastName: "Example",
  email: "robin@example.test",
  age: null,
  grade: null,
  timezone: "UTC",
  subjects: [],
  learningGoals: null,
  weeklyStudyHours: null,
  skillLevels: {},
  plan: "ai-only",
  lastProfileUpdate: null,
  nextProfileEditDate: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  phone: null,
  bio: null,
  avatarFileId: null,
  avatarUrl: null,
  preferredTheme: "adult",
  onboardingCompleted: false,
  hasOwnLogin: true,
  parentConsentPending: false,
};

describe("OnboardingForm", () => {
  it("previews the kids theme under 13 and the adult theme from 13, as the age is typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OnboardingForm student={newStudent} studentId={null} />);
    const preview = screen.getByRole("region", { name: "Theme preview" });
    expect(preview).toHaveAttribute("data-theme", "adult");

    await user.type(screen.getByLabelText("Age"), "10");
    expect(preview).toHaveAttribute("data-theme", "kids");
    expect(preview).toHaveTextContent("Kids theme");

    await user.clear(screen.getByLabelText("Age"));
    await user.type(screen.getByLabelText("Age"), "12");
    expect(preview).toHaveAttribute("data-theme", "kids");
    await user.clear(screen.getByLabelText("Age"));
    await user.type(screen.getByLabelText("Age"), "13");
    expect(preview).toHaveAttribute("data-theme", "adult");
    expect(preview).toHaveTextContent("Adult theme");
  });

  it("needs at least one subject before sending", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<OnboardingForm student={newStudent} studentId={null} />);
    await user.type(screen.getByLabelText("Age"), "10");
    await user.type(screen.getByLabelText("Weekly study hours"), "3");
    await user.click(screen.getByRole("button", { name: "Start learning" }));
    expect(screen.getByText("Choose at least one subject")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the answers, celebrates the XP and opens the dashboard", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(200, {
          student: { ...newStudent, age: 10, preferredTheme: "kids", onboardingCompleted: true },
          xp: {
            awarded: 50,
            duplicate: false,
            totalXP: 50,
            level: 0,
            levelUps: [],
            streakMilestones: [],
            currentStreak: 1,
          },
        }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OnboardingForm student={newStudent} studentId={4} />, {
      url: "/onboarding",
    });
    await user.type(screen.getByLabelText("Age"), "10");
    await user.click(screen.getByRole("button", { name: "French" }));
    await user.type(screen.getByLabelText("Another subject"), "Chess{Enter}");
    await user.type(screen.getByLabelText("Weekly study hours"), "2.5");
    await user.click(screen.getByRole("button", { name: "Start learning" }));
    // A learner under 13 with their own login names a parent first (decisions.md 1).
    expect(screen.getByLabelText("A parent's e-mail")).toHaveAccessibleDescription(
      "Students under 13 need a parent's e-mail address",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("A parent's e-mail"), "Mum@Example.test");
    await user.click(screen.getByRole("button", { name: "Start learning" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/student/dashboard"));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/student-dashboard/onboarding?student_id=4");
    expect(JSON.parse(String(init?.body))).toEqual({
      age: 10,
      grade: null,
      subjects: ["French", "Chess"],
      learningGoals: null,
      weeklyStudyHours: 2.5,
      parentEmail: "mum@example.test",
    });
    const [shown] = useToastStore.getState().toasts;
    expect(shown).toMatchObject({ variant: "celebration", title: "+50 XP" });
  });

  it("asks no parent's e-mail for a parent's child, or from 13", async () => {
    const user = userEvent.setup();
    const child = { ...newStudent, hasOwnLogin: false, email: null };
    const { unmount } = renderWithProviders(<OnboardingForm student={child} studentId={9} />);
    await user.type(screen.getByLabelText("Age"), "8");
    expect(screen.queryByLabelText("A parent's e-mail")).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<OnboardingForm student={newStudent} studentId={null} />);
    await user.type(screen.getByLabelText("Age"), "13");
    expect(screen.queryByLabelText("A parent's e-mail")).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("Age"));
    await user.type(screen.getByLabelText("Age"), "12");
    expect(screen.getByLabelText("A parent's e-mail")).toBeInTheDocument();
  });
});
