/** The phone as the confirmation page shows it to whoever holds the link: enough to recognise, not to copy. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 4) return "••••";
  return `${phone.trim().startsWith("+") ? "+" : ""}${digits.slice(0, 3)} ••• ••${digits.slice(-2)}`;
}
