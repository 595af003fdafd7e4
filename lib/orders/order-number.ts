/** "1001", "#1001" and " # 1001 " all name order #1001; anything else names none. */
export function normalizeOrderNumber(input: string): string | null {
  const digits = input.trim().replace(/^#\s*/, "");
  return /^\d{1,12}$/.test(digits) ? `#${digits}` : null;
}
