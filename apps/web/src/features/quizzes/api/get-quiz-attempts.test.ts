import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { getQuizAttempts } from "./get-quiz-attempts";

const fetchMock = vi.fn<typeof fetch>();
const attempt = (id: number, status: string, completedAt: string | null) => ({
  id,
  quiz_id: 1,
  quiz_title: "Fractions quiz",
  student_id: 7,
  assignment_id: null,
  status,
  score: 3,
  total_points: 5,
  percentage: 60,
  correct_count: 3,
  question_count: 5,
  time_taken: 90,
  xp_awarded: 20,
  completed_at: completedAt,
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  localStorage.setItem("auth_token", "header.payload.signature");
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("getQuizAttempts (spec 8, 9)", () => {
  it("is empty without a token, calling nothing", async () => {
    localStorage.removeItem("auth_token");
    expect(await getQuizAttempts(7)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for 5 by default and keeps completed attempts only, newest first", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        attempts: [
          attempt(1, "completed", "2026-11-20T10:00:00.000Z"),
          attempt(2, "in_progress", null),
          attempt(3, "completed", "2026-11-21T10:00:00.000Z"),
        ],
      }),
    );
    const list = await getQuizAttempts(7);
    expect(list.map((a) => a.id)).toEqual([3, 1]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/students/7/quiz-attempts?limit=5");
  });

  it("fails with 'Failed to fetch quiz attempts', preferring the server's words", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: "You can only see your own students" }));
    await expect(getQuizAttempts(7)).rejects.toThrow(
      "Failed to fetch quiz attempts: You can only see your own students",
    );
  });
});
