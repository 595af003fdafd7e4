import { policies } from "@/content/policies";

const { maxQuantityPerLine } = policies.cart;

/** Texts of the cart: first the toasts and errors as the specification words them (section 8), then the labels of the cart screens. */
export const cartMessages = {
  added: {
    title: "Added to Cart!",
    description: (quantity: number, name: string) => `${quantity} x ${name} added to your cart.`,
  },
  bundleAdded: {
    title: "Bundle added to cart!",
    description: (name: string) => `${name} has been added to your cart.`,
  },
  removed: { title: "Item Removed", description: "The item has been removed from your cart." },
  cleared: { title: "Cart Cleared", description: "All items have been removed from your cart." },
  actionFailed: (action: string) => `${action} Failed`,
  unexpected: "An unexpected error occurred. Please try again.",
  notPurchasable: { title: "Error", description: "This product is not available for purchase at the moment." },
  addFailed: { title: "Error", description: "Failed to add product to cart." },
  bundleAddFailed: { title: "Error", description: "Failed to add bundle to cart. Please try again." },
  quantityLimit: `You can buy up to ${maxQuantityPerLine} of each item per order. For a larger order, please contact us.`,
  stockLimit: "We don't have that many in stock. Please choose fewer.",
  /** The item named, with the units on the shelf. */
  stockLimitOf: (title: string, inStock: number) =>
    inStock === 0 ? `${title} is sold out.` : `We have only ${inStock} of ${title} in stock. Please choose fewer.`,
  tooManyCarts: "You have started a lot of carts in a short time. Please wait a few minutes and try again.",
  /** A cart whose order waits for its online payment: it cannot change until the payment ends (lib/payments). */
  awaitingPayment: {
    locked: "Your payment for this cart has started. Finish it, or cancel it on the cart page to change the cart.",
    title: "Your payment has started",
    description: (orderNumber: string, until: string) =>
      `Order ${orderNumber} is waiting for its payment until ${until} (Gulf time). Your cart cannot change meanwhile.`,
    resume: "Return to payment",
    cancel: "Cancel the payment and change the cart",
    cancelled: "The payment was cancelled and nothing was charged. You can change your cart again.",
    ended: "That payment has already ended.",
  },
  comingSoon: {
    title: "Coming Soon",
    description: "This product will be available soon. We'll notify you when it's ready!",
  },
  noCheckoutUrl: "Unable to redirect to checkout. Please try adding items to cart first.",
  invalidCheckoutUrl: "Invalid checkout URL. Please try again.",
  /** The note under the cart and checkout totals (lib/tax/shop-vat.ts picks one from content/merchant.ts). */
  taxNote: {
    allIncluded: (ratePercent: number) => `All prices include ${ratePercent}% VAT`,
    noVat: "Our prices carry no VAT",
    /** On the Shopify provider the taxes are Shopify's: it works them out at its checkout. */
    atHostedCheckout: "Any taxes are shown as Shopify works them out at checkout",
  },
  // The provider did not answer while the cart page was rendered: the cart is not lost, so the page says so.
  unavailable: {
    title: "We Couldn't Load Your Cart",
    description: (reason: string) => `${reason}. Your items are safe; please try again in a moment.`,
    retry: "Try Again",
    continueShopping: "Continue Shopping",
  },
  empty: {
    title: "Your Cart is Empty",
    description: "Discover our matcha skincare and find your new favourite ritual.",
    shopAll: "Shop All Products",
    continueShopping: "Continue Shopping",
  },

  addButton: { label: "Add to Cart", adding: "Adding…", comingSoon: "Coming Soon", soldOut: "Sold Out" },
  /** The action names that fill '<Action> Failed'. */
  actions: { add: "Add to Cart", update: "Update", remove: "Remove", clear: "Clear Cart" },
  announce: {
    updated: (count: number, total: string) =>
      `Cart updated: ${count} ${count === 1 ? "item" : "items"}, total ${total}.`,
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
    atLimit: `Up to ${maxQuantityPerLine} per order`,
    remove: (name: string) => `Remove ${name} from cart`,
    clearCart: "Clear Cart",
  },
  summary: {
    title: "Order Summary",
    items: "Items",
    proceedToCheckout: "Proceed to Checkout",
    continueShopping: "Continue Shopping",
  },
  /** Shown on the product page, in the cart and at checkout as soon as a cash-on-delivery cart reaches the limit. */
  overCashOnDeliveryLimit: (excess: string) =>
    `Cash on delivery is for orders under ${policies.currency} ${policies.cashOnDelivery.maxOrderTotal}. Remove items worth more than ${excess} to place this order.`,
  /** Under a product page's stepper, before the chosen quantity is added: the order it would make is too large. */
  chosenQuantityOverCashOnDeliveryLimit: (quantity: number, total: string) =>
    `Cash on delivery is for orders under ${policies.currency} ${policies.cashOnDelivery.maxOrderTotal}: with ${quantity} of these, your order would come to ${total}. Choose fewer to place it.`,
  /** The same moment in a shop that also takes payment online (lib/payments): the order is paid now instead. */
  payNowOverCashOnDeliveryLimit: (methods: string) =>
    `Orders of ${policies.currency} ${policies.cashOnDelivery.maxOrderTotal} or more are paid online (${methods}); you'll pay for this order at checkout.`,
  /** The discount code field under the cart summary, and what the checkout says about a code. */
  discount: {
    label: "Discount code",
    hint: "Have a discount code, or a welcome code from our newsletter? Enter it here.",
    apply: "Apply",
    applying: "Applying...",
    remove: "Remove",
    removing: "Removing...",
    line: (code: string) => `Discount (${code})`,
    applied: (code: string) => `Discount code ${code} applied.`,
    removed: "Discount code removed.",
    errors: {
      required: "Please enter a discount code.",
      unknown: "This discount code doesn't exist. Please check the code and try again.",
      used: "This discount code has already been used. Each code can be used for one order only.",
      expired: "This discount code has expired.",
      /** Double opt-in: a welcome code applies once its inbox confirmed the subscription from the welcome e-mail. */
      unconfirmed:
        "This welcome code isn't active yet. Open the welcome e-mail we sent you, confirm your subscription with its link, then enter the code again.",
      notApplicable: "This discount code can't be applied to the items in your cart.",
      /** The owner's own codes: their dates, minimum, limits and chosen products. */
      notStarted: "This discount code isn't active yet. Please try again once the offer has started.",
      minimum: (minimumFils: number) =>
        `This discount code needs an order of at least AED ${(minimumFils / 100).toFixed(2)} in items. Add a little more to use it.`,
      usedUp: "This discount code has been used as many times as it allows, so it can't be used any more.",
      usedByYou: "You have already used this discount code as many times as it allows.",
      noCart: "Add a product to your cart before entering a discount code.",
      throttled: "Too many attempts. Please wait a few minutes and try again.",
      /** At placement: the code was fine in the cart but another order used it (or it ran out) meanwhile; it is taken off the cart. */
      usedAtCheckout:
        "Your discount code has already been used on another order, so we have taken it off your cart. Please check the new total and place your order again.",
      expiredAtCheckout:
        "Your discount code has expired, so we have taken it off your cart. Please check the new total and place your order again.",
      unconfirmedAtCheckout:
        "Your welcome code isn't active yet, so we have taken it off your cart. Confirm your subscription from the welcome e-mail and enter the code again, or place your order without it.",
      notStartedAtCheckout:
        "Your discount code isn't active yet, so we have taken it off your cart. Please check the new total and place your order again.",
      minimumAtCheckout: (minimumFils: number) =>
        `Your discount code needs an order of at least AED ${(minimumFils / 100).toFixed(2)} in items, so we have taken it off your cart. Please check the new total and place your order again.`,
      usedUpAtCheckout:
        "Your discount code has just been used up by other orders, so we have taken it off your cart. Please check the new total and place your order again.",
      usedByYouAtCheckout:
        "You have already used this discount code as many times as it allows, so we have taken it off your cart. Please check the new total and place your order again.",
      notApplicableAtCheckout:
        "Your discount code doesn't apply to the items in your cart, so we have taken it off. Please check the new total and place your order again.",
      unknownAtCheckout:
        "Your discount code is no longer valid, so we have taken it off your cart. Please check the new total and place your order again.",
      /** At placement: a welcome code works only with the e-mail it was sent to; it stays on the cart, unused. */
      notOwnerAtCheckout:
        "This welcome code can only be used with the e-mail address it was sent to. Enter that address, or remove the code from your cart to order without it.",
      notOwnerField: "Use the e-mail address your welcome code was sent to.",
    },
  },
} as const;
