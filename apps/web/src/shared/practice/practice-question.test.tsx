import type { LearnerQuestion } from "@app/contract/learning";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type AttemptToRecord, PracticeQuestionCard } from "./practice-question";
import type { RecordedAttempt } from "./record-question-attempt";

const numeric: PracticeQuestion = {
  id: "q2",
  type: "numeric",
  question: "What is $3 \\times 4$?",
  correctAnswer: "12",
  hint: "Add three four times.",
  explanation: "Three fours make twelve.",
};

const french: PracticeQuestion = {
  id: "q3",
  type: "short_answer",
  question: "Translate “the school”.",
  correctAnswer: "l'école",
  language: "fr",
  hint: "It starts with l'.",
};

const choice: PracticeQuestion = {
  id: "q4",
  type: "multiple_choice",
  question: "Which is a price?",
  options: [
    { id: "a", text: "$x$" },
    { id: "b", text: "\\$12" },
  ],
  correctAnswer: "b",
  hint: "Money.",
};

/** The question as the server sends it to a student: no answer, no explanation (issue 7.9). */
const asSent = (q: PracticeQuestion): LearnerQuestion => ({
  id: q.id,
  type: q.type,
  question: q.question,
  options: q.options ?? [],
  hint: q.hint,
});

/** Stands in for the server: it alone holds the answer, judges with the evaluator and numbers the attempts. */
function fakeServer(question: PracticeQuestion) {
  let nextId = 1;
  return vi.fn(async (input: AttemptToRecord): Promise<RecordedAttempt> => {
    const result = evaluateAnswer(question, input.answer);
    return {
      id: nextId++,
      question_id: question.id,
      answer: input.answer,
      is_correct: result.is_correct,
      confidence_score: null,
      score: result.score,
      hint_used: input.hint_used,
      evaluation_method: result.evaluation_method,
      evaluation_sub_method: result.evaluation_sub_method,
      correct_answer: result.correct_answer,
      feedback: result.feedback,
      explanation: question.explanation ?? null,
      created_at: new Date().toISOString(),
    };
  });
}

describe("the practice question (spec 4.8)", () => {
  it("a wrong answer gets the right answer, the worked step and a similar one; the right answer then shows the explanation and its XP", async () => {
    const user = userEvent.setup();
    const record = fakeServer(numeric);
    render(
      <MemoryRouter>
        <PracticeQuestionCard question={asSent(numeric)} record={record} similarHref="/student/practice/4" />
      </MemoryRouter>,
    );

    await user.type(screen.getByLabelText("Your answer"), "13{Enter}");
    expect(await screen.findByTestId("feedback")).toHaveTextContent(/not quite/i);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ answer: "13", hint_used: false }));
    const help = screen.getByTestId("correct-answer");
    expect(help).toHaveTextContent("The answer: 12");
    expect(help).toHaveTextContent("Three fours make twelve.");
    expect(screen.getByRole("link", { name: "Try a similar one" })).toHaveAttribute(
      "href",
      "/student/practice/4",
    );
    expect(screen.queryByTestId("xp-gain")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show hint" }));
    expect(screen.getByTestId("hint")).toHaveTextContent("Add three four times.");

    await user.clear(screen.getByLabelText("Your answer"));
    await user.type(screen.getByLabelText("Your answer"), "12");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Three fours make twelve.")).toBeInTheDocument();
    expect(screen.getByTestId("feedback")).toHaveTextContent("Correct!");
    expect(screen.getByTestId("xp-gain")).toHaveTextContent("+10 XP");
    expect(screen.queryByTestId("correct-answer")).not.toBeInTheDocument();
    expect(record).toHaveBeenLastCalledWith(expect.objectContaining({ answer: "12", hint_used: true }));
    expect(record.mock.calls[0]?.[0].idempotency_key).not.toBe(record.mock.calls[1]?.[0].idempotency_key);
    expect(screen.getByRole("button", { name: "Check" })).toBeDisabled();
    expect(screen.queryByTestId("hint")).not.toBeInTheDocument();
  });

  it("shows partial credit for a missing accent", async () => {
    const user = userEvent.setup();
    render(<PracticeQuestionCard question={asSent(french)} record={fakeServer(french)} />);
    await user.type(screen.getByLabelText("Your answer"), "l'ecole{Enter}");
    const feedback = await screen.findByTestId("feedback");
    expect(feedback).toHaveTextContent(/80% credit/);
    expect(feedback).toHaveTextContent(/accent/i);
  });

  it("holds no answer: the verdict, feedback and explanation are the server's", async () => {
    const user = userEvent.setup();
    const record = vi.fn(async (input: AttemptToRecord) => ({
      ...(await fakeServer(numeric)(input)),
      is_correct: false,
      score: 0,
      feedback: "Not quite — the server says so.",
    }));
    const { container } = render(<PracticeQuestionCard question={asSent(numeric)} record={record} />);
    expect(container.textContent).not.toContain("12");
    await user.type(screen.getByLabelText("Your answer"), "12{Enter}");
    expect(await screen.findByTestId("feedback")).toHaveTextContent("the server says so");
    // The right answer shown is the one the server sent with its verdict.
    expect(screen.getByTestId("correct-answer")).toHaveTextContent("The answer: 12");
    expect(screen.getByRole("button", { name: "Check" })).toBeEnabled();
  });

  it("offers choices for multiple choice, Enter checks, and H shows the hint", async () => {
    const user = userEvent.setup();
    const record = fakeServer(choice);
    render(<PracticeQuestionCard question={asSent(choice)} record={record} />);
    const options = screen.getAllByRole("radio");
    expect(options).toHaveLength(2);
    await user.click(options[0]!);
    await user.keyboard("h");
    expect(screen.getByTestId("hint")).toHaveTextContent("Money.");
    await user.keyboard("{Enter}");
    expect(await screen.findByTestId("feedback")).toHaveTextContent(/not quite/i);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ answer: "a", hint_used: true }));
  });

  it("asks for an answer before checking an empty one", async () => {
    const user = userEvent.setup();
    const record = fakeServer(numeric);
    render(<PracticeQuestionCard question={asSent(numeric)} record={record} />);
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText("Type an answer first.")).toBeInTheDocument();
    expect(record).not.toHaveBeenCalled();
  });

  it("keeps the answer when saving fails, and saves it with the same key on retry", async () => {
    const user = userEvent.setup();
    const server = fakeServer(numeric);
    const record = vi
      .fn<(input: AttemptToRecord) => Promise<RecordedAttempt>>()
      .mockRejectedValueOnce(new Error("HTTP error! status: 500"))
      .mockImplementation(server);
    render(<PracticeQuestionCard question={asSent(numeric)} record={record} />);
    await user.type(screen.getByLabelText("Your answer"), "12{Enter}");
    expect(
      await screen.findByText("Failed to add question attempt: HTTP error! status: 500"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Three fours make twelve.")).toBeInTheDocument();
    expect(record.mock.calls[0]?.[0].idempotency_key).toBe(record.mock.calls[1]?.[0].idempotency_key);
  });
});
