import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "@/components/ui/toast-store";
import { REWARDS_EARNED_EVENT } from "@/shared/rewards-events";
import { jsonResponse, renderWithProviders } from "@/test/render";
import type { MaterialProgress } from "../types";
import { CompleteMaterial } from "./complete-material";

const TOKEN = "header.payload.signature";

function buildProgress(overrides: Partial<MaterialProgress> = {}): MaterialProgress {
  return {
    material_id: 7,
    unique_question_accuracy: 100,
    accuracy_pct: 100,
    total_questions_answered: 2,
    total_questions_correct: 2,
    unique_questions_answered: 2,
    unique_questions_correct: 2,
    total_questions: 5,
    mastery_status: "learning",
    mastery_level: null,
    hints_used: 0,
    is_completed: false,
    completed_at: null,
    first_attempt_at: null,
    last_attempt_at: null,
    cards_seen: [0],
    total_cards: 4,
    time_spent_seconds: 0,
    display_status: "in_progress",
    badge: "In Progress",
    classification: { status: "in_progress", mastery: null },
    ...overrides,
  };
}

const config = {
  material_id: 7,
  total_cards: 4,
  total_questions: 5,
  strict_deck_completion: true,
  require_all_cards: true,
  min_questions_answered: 5,
  min_accuracy: 0,
  student_criteria: null,
};

/** Answers the completion config, then the given answer to POST …/complete. */
function stubServer(complete: [number, unknown]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/material-completion-config/")) return jsonResponse(200, config);
    if (url.startsWith("/api/material-progress/7/complete")) return jsonResponse(...complete);
    return jsonResponse(404, { error: "Not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("completing a material (spec 4.4, 7.5)", () => {
  beforeEach(() => {
    localStorage.setItem("auth_token", TOKEN);
    useToastStore.setState({ toasts: [] });
  });

  it("shows what strict deck completion still needs, each item leading to its part of the page, and calls nothing", async () => {
    const fetchMock = stubServer([409, { error: "This material is not finished yet", details: {} }]);
    renderWithProviders(
      <CompleteMaterial
        materialId={7}
        studentId={3}
        progress={buildProgress()}
        totalCards={4}
        totalQuestions={5}
      />,
    );
    expect(await screen.findByText(/See every card \(1 of 4\)/)).toBeInTheDocument();
    expect(screen.getByText(/Answer every question \(2 of 5\)/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the cards" })).toHaveAttribute("href", "#lesson-cards");
    expect(screen.getByRole("link", { name: "Go to the questions" })).toHaveAttribute(
      "href",
      "#practice-heading",
    );
    expect(screen.queryByRole("button", { name: "Complete material" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/complete"))).toBe(false);
  });

  it("completes by itself once everything is met, celebrates the XP and tells the shell's wallet to refresh", async () => {
    const fetchMock = stubServer([
      200,
      {
        progress: buildProgress({ is_completed: true, completed_at: "2026-01-05T10:00:00.000Z" }),
        xp: {
          awarded: 75,
          duplicate: false,
          totalXP: 475,
          level: 2,
          levelUps: [2],
          streakMilestones: [],
          currentStreak: 1,
        },
        assignments_completed: 0,
      },
    ]);
    const earned = vi.fn();
    window.addEventListener(REWARDS_EARNED_EVENT, earned);
    renderWithProviders(
      <CompleteMaterial
        materialId={7}
        studentId={3}
        progress={buildProgress({ cards_seen: [0, 1, 2, 3], unique_questions_answered: 5 })}
        totalCards={4}
        totalQuestions={5}
      />,
    );
    await waitFor(() => expect(earned).toHaveBeenCalledTimes(1));
    window.removeEventListener(REWARDS_EARNED_EVENT, earned);
    const [event] = earned.mock.calls[0] ?? [];
    expect((event as CustomEvent).detail).toEqual({
      awarded: 75,
      levelUps: [2],
      streakMilestones: [],
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: "Material complete! +75 XP",
      description: "Level 2 reached!",
      variant: "celebration",
    });
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === "/api/material-progress/7/complete?student_id=3"),
    ).toBe(true);
  });
});
