/** An amount in cents as people read it: "$220", "$9.50", "−$82" for a refund. */
export function formatMoney(cents: number, currency: string): string {
  const text = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: Math.abs(cents) % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(cents) / 100);
  return cents < 0 ? `−${text}` : text;
}

/** A date as the billing pages show it: "25 Nov 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}
