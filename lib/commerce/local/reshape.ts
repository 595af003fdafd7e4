import { policies } from "@/content/policies";
import type { Cart, CartLine } from "@/lib/commerce/types";
import type { SellableItem } from "@/lib/catalogue/shop-catalogue";
import { roundMoney } from "@/lib/currency/round-money";
import { discountOn, type DiscountTerms } from "@/lib/discounts/discount-terms";
import { fromFils } from "@/lib/tax/vat";
import { LOCAL_CHECKOUT_URL } from "./checkout-path";

/** Shopify's title for a product without options; the cart UI hides it. */
export const DEFAULT_VARIANT_TITLE = "Default Title";

export type StoredLine = { id: string; merchandiseId: string; quantity: number };
/** A code on the cart that still applies (see checkDiscountCode), with what it is worth. */
export type ValidDiscount = DiscountTerms;

/** Builds the shop's Cart from stored lines; prices always come from the catalogue's figures, never from storage. */
export function reshapeLocalCart(
  cartId: string,
  stored: StoredLine[],
  discount: ValidDiscount | null,
  sellable: SellableItem[],
): Cart {
  const lines = stored.flatMap((line): CartLine[] => {
    // A line whose item left the catalogue cannot be priced or bought, so it is not shown.
    const item = sellable.find((candidate) => candidate.merchandiseId === line.merchandiseId);
    if (!item) return [];
    return [
      {
        id: line.id,
        merchandiseId: line.merchandiseId,
        quantity: line.quantity,
        product: { id: item.productId, title: item.title, handle: item.handle },
        variant: {
          id: item.merchandiseId,
          title: DEFAULT_VARIANT_TITLE,
          price: { amount: item.price, currencyCode: policies.currency },
          image: { url: item.image, altText: item.title },
          ...(item.available !== null && { quantityAvailable: item.available }),
        },
        lineTotal: { amount: (item.priceFils * line.quantity) / 100, currencyCode: policies.currency },
      },
    ];
  });
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.lineTotal.amount, 0));
  // A code whose minimum or products the cart no longer meets shows nothing; the order refuses it, saying why.
  const outcome = discount
    ? discountOn(
        discount,
        stored.flatMap((line) => {
          const item = sellable.find((candidate) => candidate.merchandiseId === line.merchandiseId);
          return item ? [{ merchandiseId: line.merchandiseId, totalFils: item.priceFils * line.quantity }] : [];
        }),
      )
    : null;
  const applies = outcome?.ok && (outcome.discountFils > 0 || outcome.freeDelivery) ? outcome : null;
  return {
    id: cartId,
    checkoutUrl: LOCAL_CHECKOUT_URL,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalAmount: { amount: subtotal, currencyCode: policies.currency },
    lines,
    ...(discount && applies
      ? {
          discount: {
            code: discount.code,
            amount: { amount: fromFils(applies.discountFils), currencyCode: policies.currency },
            ...(applies.freeDelivery && { freeDelivery: true }),
            ...(discount.productIds && { productIds: [...discount.productIds] }),
          },
        }
      : {}),
  };
}
