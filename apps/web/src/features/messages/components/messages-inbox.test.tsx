import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { MessagesInbox } from "./messages-inbox";

const thread = {
  id: 3,
  kind: "tutor",
  title: "Tomás Rivera",
  subtitle: "Tutor",
  student_id: 5,
  last_message: { body: "See you Thursday", created_at: "2026-11-25T10:00:00.000Z", from_me: false },
  unread_count: 2,
  can_send: true,
};
const message = (id: number, body: string, fromMe = false) => ({
  id,
  thread_id: 3,
  body,
  created_at: "2026-11-25T10:00:00.000Z",
  sender_name: fromMe ? "Sam Okafor" : "Tomás Rivera",
  from_me: fromMe,
  from_staff: !fromMe,
  attachments: [],
});

/** A stream that sends `ready`, then whatever the test pushes. */
function openStream() {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      push('event: ready\ndata: {"type":"ready"}\n\n');
    },
  });
  return { response: new Response(body, { status: 200 }), push: (text: string) => push(text) };
}

function Harness() {
  const [threadId, setThreadId] = useState<number | null>(null);
  return <MessagesInbox studentId={null} threadId={threadId} onSelectThread={setThreadId} />;
}

describe("the messages inbox", () => {
  let stream: ReturnType<typeof openStream>;
  let sent: unknown[];
  let olderExist = false;
  beforeEach(() => {
    olderExist = false;
    localStorage.setItem("auth_token", "header.payload.signature");
    stream = openStream();
    sent = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === "/api/messages/stream") return stream.response;
        if (url === "/api/messages/threads")
          return jsonResponse(200, { threads: [thread], unread_total: 2, paused_reason: null });
        if (url.startsWith("/api/messages/threads/3?") && url.includes("before=1"))
          return jsonResponse(200, { thread, messages: [message(0, "An older hello")], has_more: false });
        if (url.startsWith("/api/messages/threads/3?"))
          return jsonResponse(200, {
            thread,
            messages: [message(1, "See you Thursday")],
            has_more: olderExist,
          });
        if (url === "/api/messages/threads/3/read") return jsonResponse(200, { unread_total: 0 });
        if (url === "/api/messages/threads/3/messages") {
          const body = JSON.parse(String(init?.body)) as { body: string };
          sent.push(body);
          return jsonResponse(201, { message: message(9, body.body, true) });
        }
        return jsonResponse(404, { error: "Not found" });
      }),
    );
  });
  afterEach(() => localStorage.clear());

  it("lists conversations with unread counts, opens one, shows a live message, and sends with Enter only", async () => {
    renderWithProviders(<Harness />);
    const item = await screen.findByRole("button", { name: /Tomás Rivera/ });
    expect(within(item).getByText("2")).toBeInTheDocument();
    expect(await screen.findByText("Live")).toBeInTheDocument();

    await userEvent.click(item);
    const list = await screen.findByRole("list", { name: "Messages" });
    expect(within(list).getByText("See you Thursday")).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/messages/threads/3/read",
        expect.objectContaining({ method: "POST" }),
      ),
    );

    stream.push(
      `event: message\ndata: ${JSON.stringify({ type: "message", message: message(2, "Bring your worksheet") })}\n\n`,
    );
    expect(await within(list).findByText("Bring your worksheet")).toBeInTheDocument();

    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Thanks!{Shift>}{Enter}{/Shift}See you");
    expect(sent).toEqual([]);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(sent).toEqual([{ body: "Thanks!\nSee you" }]));
    expect(await within(list).findByText(/Thanks!/)).toBeInTheDocument();
    expect(box).toHaveValue("");
  });

  it("refuses to send an empty message and says why", async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole("button", { name: /Tomás Rivera/ }));
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box, "   {Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Write a message first");
    expect(sent).toEqual([]);
  });

  it("pages back through older messages on request", async () => {
    olderExist = true;
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole("button", { name: /Tomás Rivera/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Load older messages" }));
    const list = screen.getByRole("list", { name: "Messages" });
    expect(await within(list).findByText("An older hello")).toBeInTheDocument();
    const bodies = within(list)
      .getAllByTestId("message")
      .map((item) => item.querySelector("p")?.textContent);
    expect(bodies).toEqual(["An older hello", "See you Thursday"]);
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
  });
});
