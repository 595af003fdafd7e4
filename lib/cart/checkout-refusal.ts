import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** Why a checkout did not start, as /checkout names it: a key in the URL, never the text itself. */
export const checkoutRefusals = ["noCheckoutUrl", "invalidCheckoutUrl", "unexpected"] as const;
export type CheckoutRefusal = (typeof checkoutRefusals)[number];

const checkoutRefusalByCode: Readonly<Record<string, CheckoutRefusal>> = {
  no_checkout_url: "noCheckoutUrl",
  invalid_checkout_url: "invalidCheckoutUrl",
};

/** The URL's key for a checkout refused with `code` (lib/actions/cart.ts); anything else is 'unexpected'. */
export function checkoutRefusalOf(code: string): CheckoutRefusal {
  return checkoutRefusalByCode[code] ?? "unexpected";
}

export function checkoutPathAfterRefusal(locale: Locale, refusal: CheckoutRefusal): string {
  return `${localizedPath(locale, "/checkout")}?notStarted=${refusal}`;
}

/** The message for `?notStarted=`, or null for anything the shop did not put there. */
export function checkoutRefusalMessage(value: unknown, texts: Record<CheckoutRefusal, string>): string | null {
  return checkoutRefusals.find((refusal) => refusal === value) ? texts[value as CheckoutRefusal] : null;
}
