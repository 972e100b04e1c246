import { TIMEOUT_MESSAGE } from "@app/domain/evaluator/timeout";
import type { PracticeQuestion } from "@app/domain/evaluator/types";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EvaluatorRequest, EvaluatorResponse } from "./evaluator-messages";
import { createWorkerEvaluator, type EvaluatorWorker, isTimeoutResult } from "./worker-evaluator";

const question: PracticeQuestion = {
  id: "q1",
  type: "numeric",
  question: "What is 2 + 2?",
  correctAnswer: "4",
  hint: "Count on your fingers.",
};

/** A worker double: records what it is sent and answers only when the test says so. */
class FakeWorker implements EvaluatorWorker {
  onmessage: ((event: MessageEvent<EvaluatorResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: EvaluatorRequest[] = [];
  isTerminated = false;
  postMessage(message: EvaluatorRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.isTerminated = true;
  }
  answer(response: EvaluatorResponse) {
    this.onmessage?.(new MessageEvent("message", { data: response }));
  }
}

describe("the worker evaluator (spec 4.8, 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the timeout result after 900 ms when the worker never answers, and stops that worker", async () => {
    const workers: FakeWorker[] = [];
    const evaluator = createWorkerEvaluator({
      createWorker: () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      },
    });
    const settled = vi.fn();
    const verdict = evaluator.evaluate(question, "4").then((result) => {
      settled(result);
      return result;
    });
    await vi.advanceTimersByTimeAsync(899);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const result = await verdict;
    expect(isTimeoutResult(result)).toBe(true);
    expect(result).toMatchObject({
      is_correct: false,
      score: 0,
      evaluation_method: "fallback",
      evaluation_sub_method: "timeout",
      feedback: TIMEOUT_MESSAGE,
      correct_answer: "4",
    });
    expect(workers[0]?.isTerminated).toBe(true);

    // A retry is allowed: it goes to a fresh worker, which answers in time.
    const retry = evaluator.evaluate(question, "4");
    expect(workers).toHaveLength(2);
    const request = workers[1]?.sent[0];
    expect(request).toMatchObject({ question, answer: "4" });
    workers[1]?.answer({
      id: request!.id,
      result: {
        is_correct: true,
        score: 1,
        evaluation_method: "numeric",
        evaluation_sub_method: "exact",
        feedback: "Correct!",
        correct_answer: "4",
      },
    });
    expect(await retry).toMatchObject({ is_correct: true });
  });

  it("never waits less than the 200 ms minimum", async () => {
    const evaluator = createWorkerEvaluator({ createWorker: () => new FakeWorker(), timeoutMs: 50 });
    const settled = vi.fn();
    void evaluator.evaluate(question, "4").then(settled);
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ evaluation_sub_method: "timeout" }));
  });

  it("answers null when the browser has no worker, so the server's verdict is used", async () => {
    const evaluator = createWorkerEvaluator({ createWorker: () => null });
    expect(await evaluator.evaluate(question, "4")).toBeNull();
  });

  it("answers null for pending answers when the worker fails", async () => {
    const worker = new FakeWorker();
    const evaluator = createWorkerEvaluator({ createWorker: () => worker });
    const verdict = evaluator.evaluate(question, "4");
    worker.onerror?.(new ErrorEvent("error", { message: "boom" }));
    expect(await verdict).toBeNull();
    expect(worker.isTerminated).toBe(true);
  });
});
