/** Labels and announcements of the cart screens; the toasts' texts live in cart.ts (specification section 8). */
export const cartUiMessages = {
  addToCart: "Add to Cart",
  adding: "Adding…",
  comingSoon: "Coming Soon",
  /** The action names that fill '<Action> Failed'. */
  actions: { add: "Add to Cart", update: "Update", remove: "Remove", clear: "Clear Cart" },
  announce: {
    updated: (count: number, total: string) => `Cart updated: ${count} ${count === 1 ? "item" : "items"}, total ${total}.`,
    emptied: "Your cart is now empty.",
  },
  page: {
    title: "Shopping Cart",
    metaDescription: "Review the items in your cart before checkout.",
    itemsHeading: "Items in your cart",
    quantity: "Quantity",
    each: "each",
    lineTotal: "Line total",
    decrease: (name: string) => `Decrease quantity of ${name}`,
    increase: (name: string) => `Increase quantity of ${name}`,
    remove: (name: string) => `Remove ${name} from cart`,
    clearCart: "Clear Cart",
    emptyDescription: "Discover our matcha skincare and find your new favourite ritual.",
  },
  summary: {
    title: "Order Summary",
    items: "Items",
    proceedToCheckout: "Proceed to Checkout",
    continueShopping: "Continue Shopping",
  },
} as const;
