import "server-only";
import { CommerceError } from "@/lib/commerce/errors";
import type { Cart, CartLine, Money } from "@/lib/commerce/types";
import { roundMoney } from "@/lib/currency/round-money";
import type { ShopifyCart, ShopifyCartLine, ShopifyCartPayload, ShopifyMoney } from "./types";

function reshapeMoney(money: ShopifyMoney): Money {
  const amount = Number(money.amount);
  // A Decimal that is not a number would silently become NaN on every price the shopper sees.
  if (!Number.isFinite(amount)) throw new CommerceError("unknown", { code: "unexpected" }, { cause: money });
  return { amount, currencyCode: money.currencyCode };
}

function reshapeLine(line: ShopifyCartLine): CartLine {
  const variant = line.merchandise;
  return {
    id: line.id,
    merchandiseId: variant.id,
    quantity: line.quantity,
    product: { id: variant.product.id, title: variant.product.title, handle: variant.product.handle },
    variant: {
      id: variant.id,
      title: variant.title,
      price: reshapeMoney(variant.price),
      image: variant.image ? { url: variant.image.url, altText: variant.image.altText ?? variant.product.title } : null,
    },
    // Shopify's own line total, so line-level discounts are already in it.
    lineTotal: reshapeMoney(line.cost.totalAmount),
  };
}

/** The code Shopify applies, and what its cart-level allocations take off; codes it refused (applicable: false) show nothing. */
function reshapeDiscount(cart: ShopifyCart, currencyCode: string): Cart["discount"] {
  const applied = (cart.discountCodes ?? []).find((discount) => discount.applicable);
  if (!applied) return undefined;
  const amount = (cart.discountAllocations ?? []).reduce(
    (sum, allocation) => sum + reshapeMoney(allocation.discountedAmount).amount,
    0,
  );
  return { code: applied.code, amount: { amount: roundMoney(amount), currencyCode } };
}

/**
 * Strips `edges`/`node` and turns Shopify's strings into the shop's own Cart. The items are Shopify's subtotal (before
 * taxes and cart-level discounts), so a discount code shows as its own line, as it does in the local shop.
 */
export function reshapeCart(cart: ShopifyCart): Cart {
  const totalAmount = reshapeMoney(cart.cost.subtotalAmount);
  const discount = reshapeDiscount(cart, totalAmount.currencyCode);
  const tax = cart.cost.totalTaxAmount ? reshapeMoney(cart.cost.totalTaxAmount) : null;
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    totalQuantity: cart.totalQuantity,
    totalAmount,
    lines: cart.lines.edges.map(({ node }) => reshapeLine(node)),
    ...(discount ? { discount } : {}),
    ...(tax ? { tax } : {}),
  };
}

/** A mutation's cart, or the shopper-facing `cart error: ...` when Shopify refused the change. */
export function cartFromPayload(payload: ShopifyCartPayload): Cart {
  const userErrors = payload?.userErrors ?? [];
  if (userErrors.length > 0) {
    throw new CommerceError("cart", { code: "cart_error", details: userErrors.map((error) => error.message) });
  }
  if (!payload?.cart) throw new CommerceError("unknown", { code: "unexpected" });
  return reshapeCart(payload.cart);
}
