import { pricingResponseSchema } from "@app/contract/pricing";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/route.ts";
import { getPricing } from "./pricing.service.ts";

/** The pricing page's plans and credit packages (decisions.md 3), open to everyone. */
export async function pricingRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: "GET",
    url: "/api/public/pricing",
    access: "public",
    response: pricingResponseSchema,
    summary: "Plans and credit packages for sale",
    handler: () => getPricing(app.deps),
  });
}
