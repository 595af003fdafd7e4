/** The id of the cart page's h1, full or empty, so focus has somewhere to go whichever one is showing. */
export const CART_HEADING_ID = "cart-heading";

/** After a line disappears its buttons are gone; moving focus to the heading keeps keyboard users oriented. */
export function focusCartHeading() {
  requestAnimationFrame(() => document.getElementById(CART_HEADING_ID)?.focus());
}
