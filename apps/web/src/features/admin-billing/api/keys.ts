/** Query keys of the admin's billing pages; a change to money or credits refreshes them all. */
export const ADMIN_BILLING_KEY = ["admin", "billing"] as const;
