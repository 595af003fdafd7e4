import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { bundleRecordsIn, productsIn } from "@/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import type { PlaceOrderResult } from "./place-cash-on-delivery-order";

export type PlaceOrderRefusal = Exclude<PlaceOrderResult, { ok: true }>;

/** Why no order was placed, as the checkout tells the shopper in their language (the spec's wording). */
export function placeOrderRefusalText(refusal: PlaceOrderRefusal, locale: Locale): string {
  const { errors } = checkoutMessages[locale];
  const { discount, notPurchasable } = cartMessages[locale];
  switch (refusal.reason) {
    case "empty_cart":
      return errors.emptyCart;
    case "over_limit":
      return errors.overLimit;
    case "not_purchasable":
      return notPurchasable.description;
    case "discount_not_owner":
      return discount.errors.notOwnerAtCheckout;
    case "discount_refused":
      if (refusal.discount === "minimum") return discount.errors.minimumAtCheckout(refusal.minimumFils ?? 0);
      return {
        unknown: discount.errors.unknownAtCheckout,
        used: discount.errors.usedAtCheckout,
        expired: discount.errors.expiredAtCheckout,
        unconfirmed: discount.errors.unconfirmedAtCheckout,
        not_started: discount.errors.notStartedAtCheckout,
        used_up: discount.errors.usedUpAtCheckout,
        used_by_you: discount.errors.usedByYouAtCheckout,
        not_for_items: discount.errors.notApplicableAtCheckout,
      }[refusal.discount];
    case "out_of_stock": {
      // Names the cart line (the product, or the bundle that holds it) and how many are left, so the shopper
      // knows what to change.
      const { productId, left, bundleMerchandiseId } = refusal.shortage;
      const bundle = bundleMerchandiseId
        ? bundleRecordsIn(locale).find((record) => record.shopifyVariantId === bundleMerchandiseId)
        : undefined;
      const name = bundle?.name ?? productsIn(locale).find((product) => product.id === productId)?.name ?? productId;
      return left === 0 ? errors.soldOut(name) : errors.onlyLeft(name, left);
    }
  }
}
