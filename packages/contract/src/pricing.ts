import { z } from "zod";

/* The pricing page's data (decisions.md 3): plans and the credit packages for sale, from the server. */

export const planIdSchema = z.enum(["ai-only", "tutor-lite", "tutor-plus"]);
export type PlanId = z.infer<typeof planIdSchema>;

export const creditTypeSchema = z.enum(["ai-session", "tutor-session"]);
export type CreditType = z.infer<typeof creditTypeSchema>;

/** One plan as the pricing page shows it; prices are in cents of `currency`. */
export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  tagline: z.string(),
  monthly_price_cents: z.number().int().min(0),
  currency: z.string(),
  ai_sessions_per_month: z.number().int().min(0),
  tutor_sessions_per_month: z.number().int().min(0),
  features: z.array(z.string()),
  is_featured: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** A credit package for sale: a number of credits of one kind, valid one year from purchase. */
export const creditOfferSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  credit_type: creditTypeSchema,
  credits: z.number().int().positive(),
  price_cents: z.number().int().min(0),
  currency: z.string(),
  description: z.string(),
  validity_months: z.number().int().positive(),
});
export type CreditOffer = z.infer<typeof creditOfferSchema>;

/** GET /api/public/pricing. */
export const pricingResponseSchema = z.object({
  plans: z.array(planSchema),
  credit_offers: z.array(creditOfferSchema),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/** How long bought credits last (decisions.md 3: one year after purchase). */
export const CREDIT_VALIDITY_MONTHS = 12;
