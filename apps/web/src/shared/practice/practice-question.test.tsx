import type { LearnerQuestion } from "@app/contract/learning";
import { evaluateAnswer } from "@app/domain/evaluator/evaluate";
import { EVALUATOR_TIMEOUT_MS, TIMEOUT_MESSAGE } from "@app/domain/evaluator/timeout";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/**
 * Stands in for the server: it alone holds the answer, judges with the evaluator and numbers the
 * attempts; a miss keeps the answer back until the second one (issue 21).
 */
function fakeServer(question: PracticeQuestion) {
  let nextId = 1;
  let misses = 0;
  return vi.fn(async (input: AttemptToRecord): Promise<RecordedAttempt> => {
    const result = evaluateAnswer(question, input.answer);
    if (!result.is_correct) misses++;
    const isShown = result.is_correct || misses >= 2;
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
      correct_answer: isShown ? result.correct_answer : "",
      feedback: isShown ? result.feedback : "Not quite. Look at the hint and try again.",
      explanation: isShown ? (question.explanation ?? null) : null,
      hint: question.hint || null,
      answer_shown: isShown,
      after_reveal: false,
      created_at: new Date().toISOString(),
    };
  });
}

describe("the practice question (spec 4.8)", () => {
  it("a first miss shows the step to try, not the answer; the second miss shows the answer; the right answer then shows its XP", async () => {
    const user = userEvent.setup();
    const record = fakeServer(numeric);
    const trySimilar = vi.fn(async () => true);
    render(
      <MemoryRouter>
        <PracticeQuestionCard question={asSent(numeric)} record={record} trySimilar={trySimilar} />
      </MemoryRouter>,
    );

    await user.type(screen.getByLabelText("Your answer"), "13{Enter}");
    expect(await screen.findByTestId("feedback")).toHaveTextContent(/not quite/i);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ answer: "13", hint_used: false }));
    const step = screen.getByTestId("try-this-step");
    expect(step).toHaveTextContent("Add three four times.");
    expect(step).not.toHaveTextContent("12");
    expect(screen.queryByTestId("correct-answer")).not.toBeInTheDocument();
    expect(screen.queryByTestId("xp-gain")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try a similar one" }));
    expect(trySimilar).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await user.type(screen.getByLabelText("Your answer"), "14{Enter}");
    const help = await screen.findByTestId("correct-answer");
    expect(help).toHaveTextContent("The answer: 12");
    expect(help).toHaveTextContent("Three fours make twelve.");
    // The hint shown after the miss makes the next answer a hinted one.
    expect(record).toHaveBeenLastCalledWith(expect.objectContaining({ answer: "14", hint_used: true }));

    await user.clear(screen.getByLabelText("Your answer"));
    await user.type(screen.getByLabelText("Your answer"), "12");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Three fours make twelve.")).toBeInTheDocument();
    expect(screen.getByTestId("feedback")).toHaveTextContent("Correct!");
    expect(screen.getByTestId("xp-gain")).toHaveTextContent("+10 XP");
    expect(screen.queryByTestId("correct-answer")).not.toBeInTheDocument();
    expect(record.mock.calls[0]?.[0].idempotency_key).not.toBe(record.mock.calls[1]?.[0].idempotency_key);
    expect(screen.getByRole("button", { name: "Check" })).toBeDisabled();
    expect(screen.queryByTestId("hint")).not.toBeInTheDocument();
  });

  it("shows the answer on request, and a right answer after it shows no XP", async () => {
    const user = userEvent.setup();
    const server = fakeServer(numeric);
    const record = vi.fn(async (input: AttemptToRecord) => ({
      ...(await server(input)),
      after_reveal: reveal.mock.calls.length > 0,
    }));
    const reveal = vi.fn(async () => ({
      question_id: "q2",
      correct_answer: "12",
      explanation: "Three fours make twelve.",
      day: "2026-11-27",
    }));
    render(<PracticeQuestionCard question={asSent(numeric)} record={record} reveal={reveal} />);
    await user.type(screen.getByLabelText("Your answer"), "13{Enter}");
    await user.click(await screen.findByRole("button", { name: "Show the answer" }));
    expect(await screen.findByTestId("correct-answer")).toHaveTextContent("The answer: 12");
    expect(reveal).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await user.type(screen.getByLabelText("Your answer"), "12{Enter}");
    expect(await screen.findByTestId("no-xp-after-reveal")).toHaveTextContent(/earns no XP/);
    expect(screen.queryByTestId("xp-gain")).not.toBeInTheDocument();
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
      correct_answer: "",
      explanation: null,
      answer_shown: false,
    }));
    const { container } = render(<PracticeQuestionCard question={asSent(numeric)} record={record} />);
    expect(container.textContent).not.toContain("12");
    await user.type(screen.getByLabelText("Your answer"), "12{Enter}");
    expect(await screen.findByTestId("feedback")).toHaveTextContent("the server says so");
    // What the miss shows is what the server sent with its verdict: the hint, no answer yet.
    expect(screen.getByTestId("try-this-step")).toHaveTextContent("Add three four times.");
    expect(screen.getByTestId("try-this-step")).not.toHaveTextContent("12");
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

describe("when the verdict takes longer than the evaluator's time limit (spec 4.8, issue 20)", () => {
  afterEach(() => vi.useRealTimers());

  /** Types an answer and checks it (without user-event's own timers: these tests drive the clock). */
  const answerWith = (text: string) => {
    fireEvent.change(screen.getByLabelText("Your answer"), { target: { value: text } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
  };

  it("says so with the hint, lets the student retry with the same key, and counts the late verdict once", async () => {
    vi.useFakeTimers();
    const server = fakeServer(numeric);
    const pending: ((attempt: RecordedAttempt) => void)[] = [];
    let first: RecordedAttempt | null = null;
    // The server is slow: each request answers only when the test lets it, with the same attempt
    // for the same key (as the server's idempotency does).
    const record = vi.fn(
      (input: AttemptToRecord) =>
        new Promise<RecordedAttempt>((resolve) => {
          pending.push(resolve);
          if (!first) void server(input).then((attempt) => (first = attempt));
        }),
    );
    const onRecorded = vi.fn();
    render(
      <PracticeQuestionCard
        question={asSent(numeric)}
        record={record}
        onRecorded={onRecorded}
        evaluatorTimeoutMs={900}
      />,
    );
    answerWith("12");
    await act(() => vi.advanceTimersByTimeAsync(899));
    expect(screen.queryByText(TIMEOUT_MESSAGE)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId("hint")).toHaveTextContent("Add three four times.");
    const check = screen.getByRole("button", { name: "Check" });
    expect(check).toBeEnabled();

    await act(async () => fireEvent.click(check));
    expect(record).toHaveBeenCalledTimes(2);
    expect(record.mock.calls[1]?.[0]).toEqual(record.mock.calls[0]?.[0]);

    await act(async () => pending[0]!(first!));
    expect(screen.getByText("Three fours make twelve.")).toBeInTheDocument();
    expect(screen.queryByText(TIMEOUT_MESSAGE)).not.toBeInTheDocument();
    await act(async () => pending[1]!(first!));
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId("xp-gain")).toHaveLength(1);
  });

  it("never waits less than the minimum, whatever is asked", async () => {
    vi.useFakeTimers();
    const record = vi.fn(() => new Promise<RecordedAttempt>(() => {}));
    render(<PracticeQuestionCard question={asSent(numeric)} record={record} evaluatorTimeoutMs={10} />);
    answerWith("12");
    await act(() => vi.advanceTimersByTimeAsync(EVALUATOR_TIMEOUT_MS.minimum - 1));
    expect(screen.queryByText(TIMEOUT_MESSAGE)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
  });
});
