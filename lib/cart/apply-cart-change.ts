import type { CartLine, ShopperCart } from "@/lib/commerce/types";
import { roundMoney } from "@/lib/currency/round-money";

/** A cart mutation as the shopper sees it happen before the server confirms it. */
export type CartChange =
  | { type: "add"; merchandiseId: string; quantity: number }
  | { type: "update"; lineId: string; quantity: number }
  | { type: "remove"; lineId: string }
  | { type: "clear" };

function withLines(cart: ShopperCart, lines: CartLine[]): ShopperCart {
  const priced = lines.map((line) => ({
    ...line,
    lineTotal: { ...line.lineTotal, amount: roundMoney(line.variant.price.amount * line.quantity) },
  }));
  return {
    ...cart,
    lines: priced,
    totalQuantity: priced.reduce((sum, line) => sum + line.quantity, 0),
    totalAmount: {
      ...cart.totalAmount,
      amount: roundMoney(priced.reduce((sum, line) => sum + line.lineTotal.amount, 0)),
    },
  };
}

/**
 * The optimistic cart: the server recomputes prices and is the final word, so this only
 * predicts quantities and totals. Adding an item not yet in the cart waits for the server,
 * which alone knows the new line's id.
 */
export function applyCartChange(cart: ShopperCart | null, change: CartChange): ShopperCart | null {
  if (change.type === "clear" || !cart) return change.type === "clear" ? null : cart;
  switch (change.type) {
    case "add":
      return withLines(
        cart,
        cart.lines.map((line) =>
          line.merchandiseId === change.merchandiseId ? { ...line, quantity: line.quantity + change.quantity } : line,
        ),
      );
    case "update":
      return withLines(
        cart,
        cart.lines.flatMap((line) =>
          line.id !== change.lineId ? [line] : change.quantity > 0 ? [{ ...line, quantity: change.quantity }] : [],
        ),
      );
    case "remove":
      return withLines(
        cart,
        cart.lines.filter((line) => line.id !== change.lineId),
      );
  }
}
