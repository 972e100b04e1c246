import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { GameItem } from "../api/open-game";
import OrderTheSteps from "./order-the-steps/order-the-steps";
import SwipeDeck from "./swipe-deck/swipe-deck";
import type { Verdict } from "./types";

vi.mock("@/shared/math/components/math-markdown", () => ({
  MathMarkdown: ({ source }: { source: string }) => <span>{source}</span>,
}));

const item = (id: string, question: string, options: { id: string; text: string }[] = []): GameItem => ({
  material_id: 1,
  material_title: "Lesson",
  is_review: false,
  question: { id, type: options.length ? "short_answer" : "true_false", question, options, hint: "" },
});

const right: Verdict = { isCorrect: true, score: 1, correctAnswer: "", feedback: "" };

describe("the engines behind one interface (issue 23)", () => {
  it("swipe deck: → answers true, ← false, and the verdict shows before the next card", async () => {
    const answer = vi.fn(async () => right);
    const done = vi.fn();
    render(
      <SwipeDeck
        items={[item("t1", "7 is odd."), item("t2", "9 is even.")]}
        answer={answer}
        done={done}
        calm
        still
      />,
    );
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await screen.findByText("Correct!");
    expect(answer).toHaveBeenLastCalledWith(0, "true");
    fireEvent.click(screen.getByRole("button", { name: /continue/i }));
    await screen.findByText("9 is even.");
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    await waitFor(() => expect(answer).toHaveBeenLastCalledWith(1, "false"));
    fireEvent.click(await screen.findByRole("button", { name: /see results/i }));
    expect(done).toHaveBeenCalledOnce();
  });

  it("order the steps: Alt+↓ moves a step by keyboard, and the order is sent as ids", async () => {
    const answer = vi.fn(async () => right);
    const steps = [
      { id: "b2", text: "Second" },
      { id: "a1", text: "First" },
    ];
    render(
      <OrderTheSteps
        items={[item("g-steps-1", "Order them", steps)]}
        answer={answer}
        done={vi.fn()}
        calm
        still
      />,
    );
    const down = screen.getByRole("button", { name: "Move step 1 down" });
    fireEvent.keyDown(down, { key: "ArrowDown", altKey: true });
    fireEvent.click(screen.getByRole("button", { name: "Check the order" }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith(0, "a1,b2"));
  });
});
