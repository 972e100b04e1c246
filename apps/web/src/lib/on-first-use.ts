/**
 * A value made the first time it is asked for, then kept. For Intl formatters at module level:
 * a page's first Intl object loads the locale data, about 25 ms on a laptop and 100 ms on a slow
 * phone, and a formatter made when its module is evaluated pays that before the first paint even
 * when nothing is formatted until later (issue 21: the student shell's wallet formats only once
 * the wallet has loaded).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
