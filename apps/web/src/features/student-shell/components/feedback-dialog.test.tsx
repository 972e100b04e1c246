import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "@/components/ui/toast-store";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { FeedbackDialog } from "./feedback-dialog";

describe("the feedback dialog (spec 2.8, 5, 8)", () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it("blocks an empty message, sends the page and message, reads 'Sending...' while busy, then thanks", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<FeedbackDialog />, { url: "/student/progress?student_id=2" });

    await user.click(screen.getByRole("button", { name: "Feedback" }));
    expect(screen.getByRole("heading", { name: "Send Feedback" })).toBeInTheDocument();
    const textarea = screen.getByRole("textbox", { name: "Your feedback" });
    expect(textarea).toBeRequired();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await user.type(textarea, "   ");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();

    await user.type(textarea, "The chart is lovely");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("button", { name: /Sending\.\.\./ })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/feedback");
    expect(JSON.parse(String(init.body))).toEqual({
      page: "/student/progress",
      message: "The chart is lovely",
    });

    answer(jsonResponse(201, { id: 1, message: "Thank you! Your feedback was sent." }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Send Feedback" })).not.toBeInTheDocument(),
    );
    expect(useToastStore.getState().toasts[0]?.title).toBe("Thank you for your feedback!");
  });

  it("only logs a failure, keeping the message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(500, { error: "Down" })),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<FeedbackDialog />, { url: "/student/dashboard" });
    await user.click(screen.getByRole("button", { name: "Feedback" }));
    await user.type(screen.getByRole("textbox", { name: "Your feedback" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Sending feedback failed.", expect.any(Error)));
    expect(screen.getByRole("textbox", { name: "Your feedback" })).toHaveValue("Hello");
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
