import type { LedgerEntry } from "@app/contract/billing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { RefundForm } from "./refund-form";
import { StudentsTable } from "./students-table";

const student = {
  id: 4,
  name: "Leo Shah",
  grade: "10",
  age: 15,
  plan: "ai-only",
  has_login: false,
  family: { payer_id: "p1", name: "Priya Shah", kind: "parent" },
  balances: { "ai-session": 10, "tutor-session": 6 },
  tutors: [{ assignment_id: 11, tutor_id: "t1", tutor_name: "Tomás Rivera" }],
};

describe("admin students (issue 12)", () => {
  it("changes a plan and unassigns a tutor through the API", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.startsWith("/api/admin/students/4/plan"))
        return jsonResponse(200, { student_id: 4, plan: JSON.parse(String(init?.body)).plan });
      if (path.startsWith("/api/admin/students")) return jsonResponse(200, { students: [student] });
      if (path.startsWith("/api/admin/tutors"))
        return jsonResponse(200, {
          tutors: [{ id: "t1", name: "Tomás Rivera", email: null, subjects: [], students: [] }],
        });
      if (path.startsWith("/api/admin/tutor-assignments/11"))
        return jsonResponse(200, {
          assignment: {
            id: 11,
            tutor_id: "t1",
            tutor_name: "Tomás Rivera",
            student_id: 4,
            student_name: "Leo Shah",
            assigned_at: "2026-11-01T00:00:00Z",
            unassigned_at: "2026-11-25T00:00:00Z",
          },
        });
      return jsonResponse(404, { error: "Not found" });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<StudentsTable />);
    const row = await screen.findByRole("listitem", { name: "Leo Shah" });
    expect(row).toHaveTextContent("6 tutor · 10 AI credits");
    await userEvent.selectOptions(within(row).getByLabelText("Plan of Leo Shah"), "tutor-plus");
    await userEvent.click(within(row).getByRole("button", { name: "Unassign Tomás Rivera from Leo Shah" }));
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls).toContain("PUT /api/admin/students/4/plan");
    expect(calls).toContain("DELETE /api/admin/tutor-assignments/11");
  });
});

describe("the refund form", () => {
  const entry: LedgerEntry = {
    id: "payment-1",
    at: "2026-11-01T00:00:00Z",
    type: "payment",
    description: "5 lessons with a tutor for Mia",
    student_id: 7,
    student_name: "Mia Shah",
    amount_cents: 22000,
    currency: "USD",
    credits: null,
    credit_type: null,
    method: "manual",
    payment_id: 1,
    refundable_cents: 17600,
    invoice_id: 3,
  };

  it("offers what is left, and refuses more than that, zero, or no reason before asking the server", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(500, { error: "should not be called" }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<RefundForm entry={entry} onDone={() => {}} />);
    const amount = screen.getByLabelText("Refund amount");
    expect(amount).toHaveValue("176.00");
    const refund = screen.getByRole("button", { name: "Refund" });
    expect(refund).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Reason"), "Lesson not needed");
    expect(refund).toBeEnabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, "200");
    expect(screen.getByText("At most $176 is left of this payment")).toBeInTheDocument();
    expect(refund).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, "0");
    expect(screen.getByText("Enter an amount above zero")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
