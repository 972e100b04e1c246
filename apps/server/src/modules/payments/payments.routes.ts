import {
  adminClientsResponseSchema,
  adminStudentsQuerySchema,
  adminStudentsResponseSchema,
  billingAccountSchema,
  changePlanRequestSchema,
  changePlanResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  invoiceDocumentSchema,
  invoiceIdParamsSchema,
  manualPaymentRequestSchema,
  payerParamsSchema,
  paymentIdParamsSchema,
  paymentResponseSchema,
  purchaseRequestIdParamsSchema,
  purchaseRequestResponseSchema,
  purchaseRequestsQuerySchema,
  purchaseRequestsResponseSchema,
  refundRequestSchema,
  studentPlanParamsSchema,
  webhookResponseSchema,
} from "@app/contract/billing";
import {
  grantUnappliedRequestSchema,
  refundUnappliedRequestSchema,
  unappliedPaymentParamsSchema,
  unappliedPaymentResponseSchema,
  unappliedPaymentsQuerySchema,
  unappliedPaymentsResponseSchema,
} from "@app/contract/unapplied-payments";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { toActor } from "../audit/audit.service.ts";
import * as billing from "./billing.service.ts";
import * as admin from "./billing-admin.service.ts";
import * as payments from "./payments.service.ts";
import * as requests from "./purchase-requests.service.ts";
import { handleStripeWebhook } from "./stripe-webhook.service.ts";
import * as unapplied from "./unapplied-payments.service.ts";

/** Credits, invoices and payments (issue 12): the family's billing, Stripe, and the admin's books. */
export async function paymentsRoutes(app: FastifyInstance) {
  const { deps } = app;

  defineRoute(app, {
    method: "GET",
    url: "/api/billing/account",
    access: ["parent", "student"],
    response: billingAccountSchema,
    summary: "The family's credits per child and kind, ledger, invoices and purchase requests",
    handler: ({ user }) => billing.getOwnBillingAccount(deps, user),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/billing/requests/:id/cancel",
    access: ["parent", "student"],
    params: purchaseRequestIdParamsSchema,
    response: purchaseRequestResponseSchema,
    summary: "Cancel the family's own waiting bank transfer and void its invoice",
    handler: ({ user, params }) => requests.cancelOwnTransfer(deps, user, params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/billing/invoices/:id",
    access: ["parent", "student", "admin"],
    params: invoiceIdParamsSchema,
    response: invoiceDocumentSchema,
    summary: "An invoice to print, its lines generated from the ledger",
    handler: ({ user, params }) => billing.getInvoiceDocument(deps, user, params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/billing/checkout",
    errors: [502],
    access: ["parent", "student"],
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
    status: 201,
    rateLimitPerMinute: 30,
    summary:
      "Buy a credit package or a month of a plan for a child: Stripe Checkout when set up, else a bank transfer request",
    handler: ({ user, body }) => payments.checkout(deps, user, body),
  });

  // Stripe signs the exact bytes it sends, so this one route reads its body as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    defineRoute(scope, {
      method: "POST",
      url: "/api/payments/stripe/webhook",
      // Card payments not set up on this server.
      errors: [404],
      access: "public",
      response: webhookResponseSchema,
      summary: "Stripe's webhook: signature checked, each event applied once",
      handler: ({ req }) => {
        const header = req.headers["stripe-signature"];
        return handleStripeWebhook(deps, req.body, Array.isArray(header) ? header[0] : header);
      },
    });
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/payments/requests",
    access: "admin",
    query: purchaseRequestsQuerySchema,
    response: purchaseRequestsResponseSchema,
    summary: "Purchase requests (bank transfers waiting for the money by default)",
    handler: ({ query }) => requests.listRequests(deps, query.status ?? "pending"),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/payments/requests/:id/confirm",
    access: "admin",
    params: purchaseRequestIdParamsSchema,
    response: purchaseRequestResponseSchema,
    summary: "The bank transfer arrived: pay the invoice and grant the credits",
    handler: ({ req, params }) => requests.confirmRequest(deps, toActor(req), params.id),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/payments/requests/:id/cancel",
    access: "admin",
    params: purchaseRequestIdParamsSchema,
    response: purchaseRequestResponseSchema,
    summary: "No money came: cancel the request and void its invoice",
    handler: ({ req, params }) => requests.cancelRequest(deps, toActor(req), params.id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/payments/unapplied",
    access: "admin",
    query: unappliedPaymentsQuerySchema,
    response: unappliedPaymentsResponseSchema,
    summary: "Card payments taken but not applied (request cancelled, amount or currency differs)",
    handler: ({ query }) => unapplied.listUnappliedPayments(deps, query.status),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/payments/unapplied/:id/refund",
    access: "admin",
    params: unappliedPaymentParamsSchema,
    body: refundUnappliedRequestSchema,
    response: unappliedPaymentResponseSchema,
    summary: "Refund a card payment that was not applied (through Stripe, or marked by hand), once",
    handler: ({ req, params, body }) => unapplied.refundUnapplied(deps, toActor(req), params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/payments/unapplied/:id/grant",
    access: "admin",
    params: unappliedPaymentParamsSchema,
    body: grantUnappliedRequestSchema,
    response: unappliedPaymentResponseSchema,
    summary: "Grant what was asked for a card payment that was not applied, once",
    handler: ({ req, params, body }) => unapplied.grantUnapplied(deps, toActor(req), params.id, body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/payments",
    access: "admin",
    body: manualPaymentRequestSchema,
    response: paymentResponseSchema,
    status: 201,
    summary: "Record a payment received by hand; the child gets the package",
    handler: ({ req, body }) => payments.recordManualPayment(deps, toActor(req), body),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/admin/payments/:id/refunds",
    access: "admin",
    params: paymentIdParamsSchema,
    body: refundRequestSchema,
    response: paymentResponseSchema,
    status: 201,
    summary: "Refund part or all of a payment, optionally taking unspent credits back",
    handler: ({ req, params, body }) => payments.refundPayment(deps, toActor(req), params.id, body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/clients",
    access: "admin",
    response: adminClientsResponseSchema,
    summary: "Every family with its children's credits, money paid and open invoices",
    handler: () => admin.listClients(deps),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/clients/:payer_id/billing",
    access: "admin",
    params: payerParamsSchema,
    response: billingAccountSchema,
    summary: "One family's billing: credits, ledger, invoices, requests",
    handler: ({ params }) => billing.getBillingAccount(deps, params.payer_id),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/students",
    access: "admin",
    query: adminStudentsQuerySchema,
    response: adminStudentsResponseSchema,
    summary: "Every student with plan, family, credits and assigned tutors",
    handler: ({ query }) => admin.listStudents(deps, query.search),
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/admin/students/:id/plan",
    access: "admin",
    params: studentPlanParamsSchema,
    body: changePlanRequestSchema,
    response: changePlanResponseSchema,
    summary: "Change a student's plan (decisions.md 3), audit-logged",
    handler: ({ req, params, body }) => admin.changePlan(deps, toActor(req), params.id, body.plan),
  });
}
