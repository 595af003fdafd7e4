/** Shopper-facing texts of the cart and checkout, as the specification words them (section 8). */
export const cartMessages = {
  added: { title: "Added to Cart!", description: (quantity: number, name: string) => `${quantity} x ${name} added to your cart.` },
  bundleAdded: { title: "Bundle added to cart!", description: (name: string) => `${name} has been added to your cart.` },
  removed: { title: "Item Removed", description: "The item has been removed from your cart." },
  cleared: { title: "Cart Cleared", description: "All items have been removed from your cart." },
  actionFailed: (action: string) => `${action} Failed`,
  unexpected: "An unexpected error occurred. Please try again.",
  notPurchasable: { title: "Error", description: "This product is not available for purchase at the moment." },
  addFailed: { title: "Error", description: "Failed to add product to cart." },
  bundleAddFailed: { title: "Error", description: "Failed to add bundle to cart. Please try again." },
  comingSoon: { title: "Coming Soon", description: "This product will be available soon. We'll notify you when it's ready!" },
  noCheckoutUrl: "Unable to redirect to checkout. Please try adding items to cart first.",
  invalidCheckoutUrl: "Invalid checkout URL. Please try again.",
  taxNote: "All prices are exclusive of sales tax",
  empty: { title: "Your Cart is Empty", shopAll: "Shop All Products", continueShopping: "Continue Shopping" },
} as const;
