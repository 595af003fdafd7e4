import { newsletterMessages } from "@/content/messages/en/newsletter";

/** The messages of the rules below, in one locale (the caller picks it; English when none is given). */
export type NewsletterRuleMessages = { readonly [Rule in keyof typeof newsletterMessages.rules]: string };

/** Throw-away inbox services and fake-address domains (spec section 5: "about 18"). */
export const disposableDomains = [
  "10minutemail.com",
  "tempmail.org",
  "temp-mail.org",
  "guerrillamail.com",
  "guerrillamail.net",
  "sharklasers.com",
  "mailinator.com",
  "yopmail.com",
  "throwaway.email",
  "getnada.com",
  "maildrop.cc",
  "trashmail.com",
  "dispostable.com",
  "fakeinbox.com",
  "fakemail.net",
  "mintemail.com",
  "mohmal.com",
  "emailondeck.com",
] as const;

/** Local parts starting with these are placeholders, not people. */
export const fakeLocalPrefixes = [
  "test",
  "fake",
  "dummy",
  "invalid",
  "noreply",
  "no-reply",
  "asdf",
  "qwerty",
  "123",
] as const;

const basicPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// What the mail port accepts as a recipient (zod's address shape): checked last so the spec's rules speak first.
const deliverablePattern = /^(?!\.)(?!.*\.\.)[a-z0-9_'+\-.]*[a-z0-9_+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/;

/** The address as it is stored and compared: trimmed and lower-cased. */
export function normalizeNewsletterEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The popup's rules of spec section 5, in the spec's order; the first one broken names the message. Plain code
 * (no zod) so the lazily loaded popup can check as the shopper types without shipping a validation library.
 */
export function newsletterEmailProblem(
  value: string,
  rules: NewsletterRuleMessages = newsletterMessages.rules,
): string | null {
  const email = normalizeNewsletterEmail(value);
  if (!email) return rules.required;
  if (email.length > 254 || !basicPattern.test(email)) return rules.pattern;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (disposableDomains.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`)))
    return rules.disposable;
  if (fakeLocalPrefixes.some((prefix) => local.startsWith(prefix))) return rules.notReal;
  if (domain.length < 4 || !domain.includes(".")) return rules.domain;
  if (!deliverablePattern.test(email)) return rules.pattern;
  return null;
}
