import type { UnappliedPayment } from "@app/contract/unapplied-payments";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { UnappliedPayments } from "./unapplied-payments";

const open: UnappliedPayment = {
  id: 3,
  reason: "amount-mismatch",
  status: "open",
  payer_id: "p1",
  payer_name: "Priya Shah",
  student_id: 7,
  student_name: "Mia Shah",
  purchase_request_id: 12,
  requested: "5 lessons with a tutor for Mia",
  requested_cents: 22000,
  requested_currency: "USD",
  amount_cents: 100,
  currency: "USD",
  stripe_session_id: "cs_1",
  payment_intent: "pi_1",
  created_at: "2026-11-26T10:00:00Z",
  resolved_at: null,
  resolved_by_name: null,
  note: null,
  refund_reference: null,
  payment_id: null,
};

describe("card payments not applied (issue 20 item 7)", () => {
  it("says what came and what was asked, and refunds through Stripe with the admin's note", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.startsWith("/api/admin/payments/unapplied/3/refund"))
        return jsonResponse(200, {
          payment: { ...open, status: "refunded", ...JSON.parse(String(init?.body)) },
        });
      if (path.startsWith("/api/admin/payments/unapplied"))
        return jsonResponse(200, { payments: [open], open_count: 1 });
      return jsonResponse(404, { error: "Not found" });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<UnappliedPayments />);
    const item = await screen.findByRole("listitem", { name: "Card payment 3" });
    expect(item).toHaveTextContent("Priya Shah paid $1 for 5 lessons with a tutor for Mia");
    expect(item).toHaveTextContent("the amount paid differs from the price (asked $220)");
    const refund = within(item).getByRole("button", { name: "Refund through Stripe" });
    expect(refund).toBeDisabled();
    await userEvent.type(within(item).getByLabelText("Note (why, for the audit log)"), "Wrong amount");
    await userEvent.click(refund);
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("/refund"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ method: "stripe", note: "Wrong amount" });
  });
});
