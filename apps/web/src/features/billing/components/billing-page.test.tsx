import type { BillingAccount } from "@app/contract/billing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { BillingPage } from "./billing-page";

const account: BillingAccount = {
  payer: { id: "p1", name: "Priya Shah", email: "parent@demo.test" },
  children: [
    {
      id: 7,
      name: "Mia Shah",
      plan: "ai-only",
      plan_paid_until: null,
      balances: { "ai-session": 10, "tutor-session": 3 },
      credits: [
        {
          id: 1,
          type: "tutor-session",
          total: 4,
          remaining: 3,
          expiryDate: "2027-05-01T00:00:00Z",
          isExpired: false,
          isMonthlyGrant: false,
        },
      ],
    },
  ],
  ledger: [
    {
      id: "refund-2",
      at: "2026-11-20T10:00:00Z",
      type: "refund",
      description: "Refund: 4 lessons",
      student_id: 7,
      student_name: "Mia Shah",
      amount_cents: -4400,
      currency: "USD",
      credits: null,
      credit_type: null,
      method: "manual",
      payment_id: 1,
      refundable_cents: null,
      invoice_id: 3,
    },
  ],
  invoices: [
    {
      id: 3,
      number: "BP-000003",
      description: "4 lessons for Mia",
      amount_cents: 18000,
      currency: "USD",
      status: "paid",
      issued_at: "2026-11-01T00:00:00Z",
      paid_at: "2026-11-01T00:00:00Z",
      student_id: 7,
    },
  ],
  requests: [],
  payment_methods: { card: false, bank_transfer: true },
  bank: { account_name: "Brightpath Learning Ltd", bank_name: "Northbank", iban: "GB33", bic: "NBNK" },
};

const pricing = {
  plans: [
    {
      id: "tutor-lite",
      name: "Tutor Lite",
      tagline: "",
      monthly_price_cents: 8900,
      currency: "USD",
      ai_sessions_per_month: 30,
      tutor_sessions_per_month: 2,
      features: [],
      is_featured: true,
    },
  ],
  credit_offers: [
    {
      id: 5,
      slug: "tutor-1",
      name: "1 lesson with a tutor",
      credit_type: "tutor-session",
      credits: 1,
      price_cents: 4900,
      currency: "USD",
      description: "",
      validity_months: 12,
    },
  ],
};

function stubServer(billing: (init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.startsWith("/api/billing/account")) return billing(init);
    if (path.startsWith("/api/public/pricing")) return jsonResponse(200, pricing);
    if (path.startsWith("/api/billing/checkout"))
      return jsonResponse(201, {
        method: "bank-transfer",
        request: {
          id: 9,
          payer_id: "p1",
          payer_name: "Priya Shah",
          student_id: 7,
          student_name: "Mia Shah",
          offer_name: "1 lesson with a tutor",
          credit_type: "tutor-session",
          credits: 1,
          plan: null,
          amount_cents: 4900,
          currency: "USD",
          method: "bank-transfer",
          reference: "BP-000009",
          status: "pending",
          created_at: "2026-11-25T10:00:00Z",
          invoice_id: 9,
        },
        bank: account.bank,
      });
    return jsonResponse(404, { error: "Not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the billing page (issue 12)", () => {
  it("shows each kind of credit apart, the invoices and the ledger", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    stubServer(() => jsonResponse(200, account));
    renderWithProviders(<BillingPage />, { url: "/student/settings?view=billing" });
    const card = await screen.findByLabelText("Mia Shah's credits");
    expect(within(card).getByTestId("tutor-session-balance")).toHaveTextContent("3");
    expect(within(card).getByTestId("ai-session-balance")).toHaveTextContent("10");
    expect(screen.getByRole("link", { name: "View invoice BP-000003" })).toHaveAttribute(
      "href",
      "/student/settings?view=billing&invoice=3",
    );
    expect(screen.getAllByText("Refund: 4 lessons").length).toBeGreaterThan(0);
    expect(screen.getAllByText("−$44").length).toBeGreaterThan(0);
  });

  it("requests a bank transfer and shows where to send it, with the reference", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const fetchMock = stubServer(() => jsonResponse(200, account));
    renderWithProviders(<BillingPage />, { url: "/student/settings?view=billing" });
    const form = await screen.findByRole("form", { name: "Buy credits" });
    const button = within(form).getByRole("button", { name: "Request bank transfer details" });
    expect(button).toBeDisabled();
    await userEvent.click(await within(form).findByRole("radio", { name: /1 lesson with a tutor/ }));
    await userEvent.click(button);
    const details = await within(form).findByTestId("transfer-details");
    expect(details).toHaveTextContent("BP-000009");
    expect(details).toHaveTextContent("$49");
    const checkout = fetchMock.mock.calls.find(([url]) => String(url).includes("/api/billing/checkout"));
    expect(JSON.parse(String(checkout?.[1]?.body))).toEqual({
      student_id: 7,
      offer_id: 5,
      method: "bank-transfer",
    });
  });

  it("starts with the plan chosen on /pricing, buys a month of it, and shows the plan a child is on", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    const onPlan = {
      ...account,
      children: [
        { ...account.children[0]!, plan: "tutor-lite" as const, plan_paid_until: "2099-01-05T10:00:00Z" },
      ],
    };
    const fetchMock = stubServer(() => jsonResponse(200, onPlan));
    renderWithProviders(<BillingPage />, { url: "/student/settings?view=billing&plan=tutor-lite" });
    const card = await screen.findByLabelText("Mia Shah's credits");
    expect(within(card).getByTestId("child-plan")).toHaveTextContent(
      /Tutor Lite plan\s*paid until 5 Jan 2099/,
    );
    const form = await screen.findByRole("form", { name: "Buy credits" });
    const plan = await within(form).findByRole("radio", { name: /Tutor Lite/ });
    expect(plan).toBeChecked();
    expect(plan).toHaveAccessibleDescription("2 tutor sessions and 30 AI tutor sessions a month");
    await userEvent.click(within(form).getByRole("button", { name: "Request bank transfer details" }));
    await within(form).findByTestId("transfer-details");
    const checkout = fetchMock.mock.calls.find(([url]) => String(url).includes("/api/billing/checkout"));
    expect(JSON.parse(String(checkout?.[1]?.body))).toEqual({
      student_id: 7,
      plan_id: "tutor-lite",
      method: "bank-transfer",
    });
  });

  it("tells a child's own login that billing is for the parent", async () => {
    localStorage.setItem("auth_token", "a.b.c");
    stubServer(() => jsonResponse(403, { error: "Billing is for your parent's account" }));
    renderWithProviders(<BillingPage />, { url: "/student/settings?view=billing" });
    expect(await screen.findByText("Billing is for your parent's account")).toBeInTheDocument();
  });
});
