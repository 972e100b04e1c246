/** The family's billing pages' query keys. */
export const billingKeys = {
  account: () => ["billing", "account"] as const,
  invoice: (id: number) => ["billing", "invoice", id] as const,
};
