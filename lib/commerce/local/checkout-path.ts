/** Where the local provider's carts check out: the shop's own cash-on-delivery form. Kept apart so client code can compare against it without the catalogue. */
export const LOCAL_CHECKOUT_URL = "/checkout/delivery";
