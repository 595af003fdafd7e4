/**
 * A phone number as the shop stores it: '+' and digits only. Shoppers type spaces, dashes and brackets, '00' for '+',
 * and UAE numbers often with the national '0' (050 123 4567), which stands for +971.
 */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  let international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  if (/^0\d{8,9}$/.test(international)) international = `+971${international.slice(1)}`;
  return /^\+[1-9]\d{6,14}$/.test(international) ? international : null;
}

/** Looks like a phone number rather than an e-mail address. */
export const looksLikePhoneNumber = (input: string) => !input.includes("@") && /^[\d\s()+.-]+$/.test(input.trim());
