/** Query keys of the admin's billing pages; a change to money or credits refreshes them all. */
export const adminBillingKeys = {
  all: ["admin", "billing"] as const,
  clients: () => [...adminBillingKeys.all, "clients"] as const,
  requests: () => [...adminBillingKeys.all, "requests"] as const,
  unapplied: () => [...adminBillingKeys.all, "unapplied"] as const,
  students: (search: string) => [...adminBillingKeys.all, "students", search] as const,
  family: (payerId: string) => [...adminBillingKeys.all, "family", payerId] as const,
};
