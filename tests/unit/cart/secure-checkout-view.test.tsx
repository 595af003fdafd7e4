/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { CartProvider } from "@/components/cart/cart-provider";
import { SecureCheckoutView } from "@/components/checkout/secure-checkout-view";
import { startCheckoutAction } from "@/lib/actions/cart";
import type { Cart } from "@/lib/commerce/types";
import { cartWith, serveCart } from "@/tests/support/cart-fixture";
import { shopPromiseText } from "@/content/copy/shop-promises";

jest.mock("@/lib/actions/cart", () => ({ startCheckoutAction: jest.fn() }));
jest.mock("@/lib/actions/start-checkout-form", () => ({ startCheckoutFormAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

async function renderCheckout(cart: Cart | null) {
  serveCart(null);
  render(
    <CartProvider>
      <SecureCheckoutView initialCart={cart} explanation={shopPromiseText("en", "local").payment.checkoutExplanation} />
    </CartProvider>,
  );
  await act(async () => {});
}

beforeEach(() => jest.clearAllMocks());

describe("SecureCheckoutView", () => {
  test("summarises the order under the trust badges, with the returns window from the policies", async () => {
    await renderCheckout(
      cartWith(
        { id: "mask", title: "Matcha Clay Mask", price: 99, quantity: 2 },
        { id: "essence", title: "Collagen Essence", price: 94, quantity: 1, variantTitle: "50ml" },
      ),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Secure Checkout" })).toBeInTheDocument();
    for (const badge of ["Secure & Encrypted", "Free UAE Shipping over AED 120", "7-Day Returns"])
      expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText("Qty 2 × AED 99.00")).toBeInTheDocument();
    expect(screen.getByText("50ml")).toBeInTheDocument();
    expect(screen.getByText("AED 198.00")).toBeInTheDocument();
    expect(screen.getByTestId("checkout-shipping")).toHaveTextContent("Free");
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("AED 292.00");
  });

  test("a cart under the free-shipping threshold shows the fee in its total", async () => {
    await renderCheckout(cartWith({ id: "cleanser", title: "Gentle Cleanser", price: 89, quantity: 1 }));
    expect(screen.getByTestId("checkout-subtotal")).toHaveTextContent("AED 89.00");
    expect(screen.getByTestId("checkout-shipping")).toHaveTextContent("AED 15.00");
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("AED 104.00");
  });

  test.each([
    "Unable to redirect to checkout. Please try adding items to cart first.",
    "Invalid checkout URL. Please try again.",
  ])("shows a refused checkout as an error: %s", async (message) => {
    jest.mocked(startCheckoutAction).mockResolvedValue({
      ok: false,
      code: "invalid_checkout_url",
      message,
      fieldErrors: {},
      values: {},
    });
    await renderCheckout(cartWith({ id: "mask", title: "Matcha Clay Mask", price: 99, quantity: 1 }));
    await userEvent.click(screen.getByRole("button", { name: "Proceed to Secure Checkout" }));
    expect(toast.error).toHaveBeenCalledWith(message);
    // The toast comes with the answer; the button's own "Redirecting…" clears on the render after it.
    expect(await screen.findByRole("button", { name: "Proceed to Secure Checkout" })).toBeEnabled();
  });

  test("an empty cart offers to shop instead", async () => {
    await renderCheckout(null);
    expect(screen.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/collection");
    expect(screen.queryByRole("button", { name: "Proceed to Secure Checkout" })).not.toBeInTheDocument();
  });
});
