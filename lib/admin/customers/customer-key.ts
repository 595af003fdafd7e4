/**
 * A customer is one e-mail address, whatever its case: the account's (Better Auth stores it lower-cased) and every
 * order placed with it, signed in or as a guest. The page address carries it base64url-encoded, so the address
 * itself never sits in plain text in an access log or a browser's history list.
 */
export const customerEmailOf = (email: string) => email.trim().toLowerCase();

export const customerKeyOf = (email: string) => Buffer.from(customerEmailOf(email), "utf8").toString("base64url");

/** The e-mail a page key names, or null for a key that is not one (hand-edited, truncated). */
export function emailOfCustomerKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(key)) return null;
  const email = Buffer.from(key, "base64url").toString("utf8");
  return email.includes("@") && customerKeyOf(email) === key ? email : null;
}

export const customerPath = (email: string) => `/admin/customers/${customerKeyOf(email)}`;
