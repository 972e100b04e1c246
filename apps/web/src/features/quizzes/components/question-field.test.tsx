import type { QuizQuestion } from "@app/contract/quizzes";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QuestionField } from "./question-field";

const GEOMETRY: QuizQuestion = {
  id: "q1",
  type: "geometry",
  question: "Move C so that triangle ABC has a right angle at C.",
  options: [],
  points: 1,
  geometry: {
    board: {
      points: [
        { id: "A", x: 0, y: 0, fixed: true },
        { id: "B", x: 4, y: 0, fixed: true },
        { id: "C", x: 1, y: 3 },
      ],
      objects: [],
    },
    target: { kind: "right_angle", a: "A", b: "B", at: "C" },
  },
};

describe("a quiz's geometry question (issue 26)", () => {
  it("shows the construction board, loaded on first use, not a text box", async () => {
    const onChange = vi.fn();
    render(<QuestionField question={GEOMETRY} value="" onChange={onChange} renderText={(s) => s} />);
    expect(screen.getByRole("group", { name: "Your construction" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your answer" })).not.toBeInTheDocument();
    // The board's code (mafs) loads on first use, never with the quiz page.
    expect(screen.getByText("Loading the board…")).toBeInTheDocument();
  });

  it("falls back to a text box for a geometry question without its board", () => {
    const { geometry: _geometry, ...bare } = GEOMETRY;
    render(<QuestionField question={bare} value="" onChange={() => {}} renderText={(s) => s} />);
    expect(screen.getByRole("textbox", { name: "Your answer" })).toBeInTheDocument();
  });
});
