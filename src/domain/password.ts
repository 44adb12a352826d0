/**
 * The password rule (docs/product-rules.md §5), without zod so the login page can check it without loading a
 * validation library: at least 8 characters with at least three of uppercase, lowercase, digit, symbol.
 */
export function isStrongPassword(pw: string): boolean {
  if (pw.length < 8) return false;
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(pw)).length;
  return kinds >= 3;
}
