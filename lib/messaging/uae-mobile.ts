/**
 * "+971 50 123 4567" / "050 123 4567" / "00971501234567" -> "+971501234567"; null unless a UAE MOBILE number (5X).
 * UAE mobiles are 05X XXX XXXX nationally: prefixes 50, 52, 54, 55, 56 and 58 (landlines start 2-9 and get no SMS).
 */
export function uaeMobileE164(phone: string): string | null {
  const digits = phone.replace(/[\s\-().]/g, "");
  if (!/^\+?\d+$/.test(digits)) return null;
  const national = digits.startsWith("+971")
    ? digits.slice(4)
    : digits.startsWith("00971")
      ? digits.slice(5)
      : digits.startsWith("971") && digits.length === 12
        ? digits.slice(3)
        : digits.startsWith("0")
          ? digits.slice(1)
          : digits.startsWith("+")
            ? null
            : digits;
  if (national === null || !/^5[024568]\d{7}$/.test(national)) return null;
  return `+971${national}`;
}
