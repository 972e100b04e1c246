/** The page number in the address (?page=2); anything else is page 1. */
export function toPageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
