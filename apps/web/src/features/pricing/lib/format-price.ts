import { formatMoney } from "@/lib/format-money";

/** A price in cents as people read it: "$89", "$9.50", or "Free" for nothing. */
export function formatPrice(cents: number, currency: string, options: { freeLabel?: string } = {}): string {
  if (cents === 0 && options.freeLabel) return options.freeLabel;
  return formatMoney(cents, currency);
}

/** The price of one credit in a package, for comparing packages. */
export function formatPricePerCredit(cents: number, credits: number, currency: string): string {
  return formatPrice(Math.round(cents / credits), currency);
}
