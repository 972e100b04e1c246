/** The public prices' query key. */
export const pricingKeys = {
  pricing: () => ["public", "pricing"] as const,
};
