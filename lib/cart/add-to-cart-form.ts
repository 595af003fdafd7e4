import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** Why a form post added nothing, as the cart page names it: a key in the URL, never the text itself. */
export const addRefusals = ["quantityLimit", "stockLimit", "tooManyCarts", "awaitingPayment", "addFailed"] as const;
export type AddRefusal = (typeof addRefusals)[number];

type RefusalTexts = {
  quantityLimit: string;
  stockLimit: string;
  tooManyCarts: string;
  awaitingPayment: { locked: string };
  addFailed: { description: string };
};

const addRefusalByCode: Readonly<Record<string, AddRefusal>> = {
  quantity_limit: "quantityLimit",
  stock_limit: "stockLimit",
  throttled: "tooManyCarts",
  awaiting_payment: "awaitingPayment",
};

/** The URL's key for an add refused with `code` (lib/actions/cart.ts); any other refusal is 'addFailed'. */
export function addRefusalOf(code: string): AddRefusal {
  return addRefusalByCode[code] ?? "addFailed";
}

export function refusalMessage(refusal: unknown, texts: RefusalTexts): string | null {
  if (refusal === "quantityLimit" || refusal === "stockLimit" || refusal === "tooManyCarts") return texts[refusal];
  if (refusal === "awaitingPayment") return texts.awaitingPayment.locked;
  return refusal === "addFailed" ? texts.addFailed.description : null;
}

/** The cart, where the shopper sees what was added; with `?notAdded=` when nothing was, so the cart can say why. */
export function cartPathAfterAdd(locale: Locale, refusal: AddRefusal | null): string {
  const cart = localizedPath(locale, "/cart");
  return refusal ? `${cart}?notAdded=${refusal}` : cart;
}
