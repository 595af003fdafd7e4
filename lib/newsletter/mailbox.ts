/**
 * Providers that deliver `name+anything@` to `name@`: on them every plus variant is one inbox, so one subscriber and
 * one welcome code. Elsewhere `+` may be part of a real, different address, so it is kept.
 */
const plusAddressingDomains = new Set([
  "gmail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "fastmail.com",
]);

// Google's two domains are one mail system, and Gmail ignores dots in the name part.
const domainAliases: Readonly<Record<string, string>> = { "googlemail.com": "gmail.com" };
const dotBlindDomains = new Set(["gmail.com"]);

/**
 * The inbox an address reaches, as one comparable string: lower-cased and trimmed, and for the providers above
 * without the `+tag` (and Gmail's dots). Two addresses with the same mailbox are one subscriber, and a welcome code
 * issued to one is redeemable by an order placed with the other. The migration 0006 computes the same in SQL.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = domainAliases[address.slice(at + 1)] ?? address.slice(at + 1);
  let local = address.slice(0, at);
  if (plusAddressingDomains.has(domain)) local = local.split("+")[0] || local;
  if (dotBlindDomains.has(domain)) local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}

/** Whether two addresses reach the same inbox. */
export function isSameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}
