/** After a line disappears its buttons are gone; moving focus to the heading keeps keyboard users oriented. */
export function focusCartHeading() {
  requestAnimationFrame(() => document.getElementById("cart-heading")?.focus());
}
