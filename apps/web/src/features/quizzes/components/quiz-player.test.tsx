import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { QuizPlayer } from "./quiz-player";

const QUIZ = {
  id: 4,
  title: "Fractions quiz",
  description: null,
  subject: "Mathematics",
  content_id: 9,
  time_limit_seconds: null,
  show_instant_feedback: false,
  question_count: 2,
  total_points: 2,
  includes_answers: false,
  questions: [
    { id: "q1", type: "numeric", question: "Half of 8?", options: [], points: 1 },
    {
      id: "q2",
      type: "multiple_choice",
      question: "Which is prime?",
      options: [
        { id: "a", text: "4" },
        { id: "b", text: "7" },
      ],
      points: 1,
    },
  ],
};

interface Sent {
  url: string;
  body: Record<string, unknown> | null;
}

function stubApi(sent: Sent[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.startsWith("/api/quizzes/4")) return jsonResponse(200, { quiz: QUIZ });
      if (url === "/api/quiz-submissions")
        return jsonResponse(201, {
          duplicate: false,
          assignment: { id: 12, status: "completed" },
          attempt: {
            id: 30,
            quiz_id: 4,
            quiz_title: "Fractions quiz",
            student_id: 7,
            assignment_id: 12,
            status: "completed",
            score: 1,
            total_points: 2,
            percentage: 50,
            correct_count: 1,
            question_count: 2,
            time_taken: 3,
            xp_awarded: 12,
            completed_at: "2026-11-21T12:00:00.000Z",
            answers: [
              {
                question_id: "q1",
                answer: "4",
                is_correct: true,
                score: 1,
                feedback: "Correct!",
                correct_answer: "4",
                explanation: null,
              },
              {
                question_id: "q2",
                answer: "a",
                is_correct: false,
                score: 0,
                feedback: "Not quite.",
                correct_answer: "7",
                explanation: "7 has no divisors but 1 and 7.",
              },
            ],
          },
        });
      throw new Error(`unexpected ${url}`);
    }),
  );
}

beforeEach(() => localStorage.setItem("auth_token", "header.payload.signature"));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("QuizPlayer", () => {
  it("asks for the quiz without answers, one question at a time, and shows the results after submitting", async () => {
    const sent: Sent[] = [];
    stubApi(sent);
    renderWithProviders(<QuizPlayer quizId={4} studentId={7} assignmentId={12} renderText={(s) => s} />);
    expect(await screen.findByText(/Half of 8\?/)).toBeVisible();
    expect(sent[0]?.url).toBe("/api/quizzes/4?include_answers=false");
    expect(screen.queryByText(/Which is prime/)).toBeNull();
    expect(screen.getByRole("timer", { name: "Time taken" })).toBeVisible();
    await userEvent.type(screen.getByLabelText("Your answer"), "4");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("radio", { name: "4" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit quiz" }));
    const results = await screen.findByRole("region", { name: /Your result: 1 \/ 2/ });
    expect(within(results).getByText("7 has no divisors but 1 and 7.")).toBeVisible();
    const submission = sent.find((s) => s.url === "/api/quiz-submissions")?.body;
    expect(submission).toMatchObject({
      quiz_id: 4,
      student_id: 7,
      assignment_id: 12,
      answers: { q1: "4", q2: "a" },
    });
    expect(submission?.time_taken).toEqual(expect.any(Number));
    expect(submission?.attempt_key).toEqual(expect.any(String));
  });

  it("shows all questions at once when asked", async () => {
    stubApi([]);
    renderWithProviders(<QuizPlayer quizId={4} studentId={7} assignmentId={null} renderText={(s) => s} />);
    await screen.findByText(/Half of 8\?/);
    await userEvent.click(screen.getByRole("button", { name: "All at once" }));
    expect(screen.getByText(/Which is prime/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Check" })).toBeNull();
  });
});
