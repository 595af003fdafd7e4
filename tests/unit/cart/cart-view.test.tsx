/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { CartProvider } from "@/components/cart/cart-provider";
import { CartView } from "@/components/cart/cart-view";
import { clearCartAction, removeCartLineAction, updateCartLineAction } from "@/lib/actions/cart";
import type { ActionResult } from "@/lib/actions/action-result";
import type { Cart } from "@/lib/commerce/types";
import { policies } from "@/content/policies";
import { cartWith, serveCart } from "@/tests/support/cart-fixture";

jest.mock("@/lib/actions/cart", () => ({
  updateCartLineAction: jest.fn(),
  removeCartLineAction: jest.fn(),
  updateCartLineFormAction: jest.fn(),
  clearCartAction: jest.fn(),
}));
jest.mock("@/lib/actions/discount-code", () => ({ discountCodeAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const mask = { id: "mask", title: "Matcha Clay Mask", price: 99, quantity: 2 };
const essence = { id: "essence", title: "Collagen Essence", price: 94, quantity: 1 };

async function renderCart(cart: Cart | null) {
  serveCart(null);
  render(
    <CartProvider>
      <CartView initialCart={cart} />
    </CartProvider>,
  );
  await act(async () => {});
}

describe("the delivery line", () => {
  afterEach(() => jest.useRealTimers());

  test("a cart read on Sunday morning in Gulf time promises tomorrow, with the time left before the cut-off", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-22T06:48:00Z"), doNotFake: ["queueMicrotask", "nextTick"] });
    await renderCart(cartWith(mask));
    expect(screen.getByTestId("delivery-line")).toHaveTextContent(
      "Order within 3 h 12 min for delivery tomorrow, Mon 23 Nov",
    );
  });
});

const quantityOf = (name: string) =>
  within(screen.getByRole("group", { name: `Quantity: ${name}` })).getByTestId("line-quantity");
const total = () => screen.getByTestId("cart-total");

/** An update call that stays open until the test settles it, so the in-between state can be observed. */
function holdUpdate() {
  let settle: { resolve: (state: ActionResult<Cart | null>) => void; reject: (error: Error) => void } | undefined;
  jest
    .mocked(updateCartLineAction)
    .mockImplementation(() => new Promise((resolve, reject) => (settle = { resolve, reject })));
  return () => settle!;
}

beforeEach(() => jest.clearAllMocks());

describe("CartView", () => {
  test("lists lines with prices, hides 'Default Title' and shows the tax note", async () => {
    await renderCart(cartWith(mask, { ...essence, variantTitle: "50ml" }));
    expect(screen.getByRole("heading", { name: "Matcha Clay Mask" })).toBeInTheDocument();
    expect(screen.queryByText("Default Title")).not.toBeInTheDocument();
    expect(screen.getByText("50ml")).toBeInTheDocument();
    expect(screen.getByTestId("cart-subtotal")).toHaveTextContent("AED 292.00");
    expect(screen.getByTestId("cart-shipping")).toHaveTextContent("Free");
    expect(screen.queryByText("Free over AED 120")).not.toBeInTheDocument();
    expect(total()).toHaveTextContent("AED 292.00");
    // content/merchant.ts: a VAT-registered shop at 5%; 198 → 9.43 and 94 → 4.48, each line rounded on its own.
    expect(screen.getByTestId("tax-note")).toHaveTextContent("All prices include 5% VAT");
    expect(screen.getByTestId("cart-vat")).toHaveTextContent("AED 13.91");
    expect(screen.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/collection");
  });

  test("plus is disabled once a line holds the per-line cap", async () => {
    await renderCart(cartWith({ ...mask, quantity: policies.cart.maxQuantityPerLine }, essence));
    expect(screen.getByRole("button", { name: "Increase quantity of Matcha Clay Mask" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Increase quantity of Collagen Essence" })).toBeEnabled();
  });

  test("minus is disabled at quantity 1 only", async () => {
    await renderCart(cartWith(mask, essence));
    expect(screen.getByRole("button", { name: "Decrease quantity of Collagen Essence" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Decrease quantity of Matcha Clay Mask" })).toBeEnabled();
  });

  test("shows a change at once, disables the actions meanwhile, then keeps the server's cart", async () => {
    const settle = holdUpdate();
    await renderCart(cartWith(mask));
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity of Matcha Clay Mask" }));
    expect(updateCartLineAction).toHaveBeenCalledWith({ lineId: "mask", quantity: 3, locale: "en" });
    expect(quantityOf("Matcha Clay Mask")).toHaveTextContent("3");
    expect(total()).toHaveTextContent("AED 297.00");
    expect(screen.getByRole("button", { name: "Clear Cart" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    await act(async () => settle().resolve({ ok: true, data: cartWith({ ...mask, quantity: 3 }) }));
    expect(quantityOf("Matcha Clay Mask")).toHaveTextContent("3");
    expect(screen.getByRole("button", { name: "Clear Cart" })).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent("Cart updated: 3 items, total AED 297.00.");
  });

  test("rolls back to the server's cart when it refuses the change", async () => {
    const settle = holdUpdate();
    await renderCart(cartWith(mask));
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity of Matcha Clay Mask" }));
    expect(quantityOf("Matcha Clay Mask")).toHaveTextContent("3");
    await act(async () =>
      settle().resolve({
        ok: false,
        code: "throttled",
        message: "Too many requests. Please wait a moment.",
        fieldErrors: {},
        values: {},
        data: cartWith(mask),
      }),
    );
    expect(quantityOf("Matcha Clay Mask")).toHaveTextContent("2");
    expect(total()).toHaveTextContent("AED 198.00");
    expect(toast.error).toHaveBeenCalledWith("Update Failed", {
      description: "Too many requests. Please wait a moment.",
    });
  });

  test("rolls back when the call itself breaks", async () => {
    const settle = holdUpdate();
    await renderCart(cartWith(mask));
    await userEvent.click(screen.getByRole("button", { name: "Decrease quantity of Matcha Clay Mask" }));
    expect(quantityOf("Matcha Clay Mask")).toHaveTextContent("1");
    await act(async () => settle().reject(new Error("network down")));
    expect(quantityOf("Matcha Clay Mask")).toHaveTextContent("2");
    expect(toast.error).toHaveBeenCalledWith("Update Failed", {
      description: "An unexpected error occurred. Please try again.",
    });
  });

  test("removing a line confirms it; below the free-shipping threshold the fee is added and explained", async () => {
    jest.mocked(removeCartLineAction).mockResolvedValue({ ok: true, data: cartWith(essence) });
    await renderCart(cartWith(mask, essence));
    await userEvent.click(screen.getByRole("button", { name: "Remove Matcha Clay Mask from cart" }));
    expect(screen.queryByRole("heading", { name: "Matcha Clay Mask" })).not.toBeInTheDocument();
    expect(screen.getByTestId("cart-subtotal")).toHaveTextContent("AED 94.00");
    expect(screen.getByTestId("cart-shipping")).toHaveTextContent("AED 15.00");
    expect(screen.getByText("Free over AED 120")).toBeInTheDocument();
    expect(screen.getByTestId("cart-free-shipping-gap")).toHaveTextContent("AED 26.00 more for free delivery");
    expect(total()).toHaveTextContent("AED 109.00");
    // Screen-reader users hear the same total the summary shows, fee included.
    expect(screen.getByRole("status")).toHaveTextContent("Cart updated: 1 item, total AED 109.00.");
    expect(toast.success).toHaveBeenCalledWith("Item Removed", {
      description: "The item has been removed from your cart.",
    });
  });

  test("with a hosted checkout the shipping is still to come, and the announced total is the summary's", async () => {
    const hosted = (cart: Cart): Cart => ({ ...cart, checkoutUrl: "https://shop.example/checkouts/cn/1" });
    jest.mocked(removeCartLineAction).mockResolvedValue({ ok: true, data: hosted(cartWith(essence)) });
    await renderCart(hosted(cartWith(mask, essence)));
    await userEvent.click(screen.getByRole("button", { name: "Remove Matcha Clay Mask from cart" }));
    expect(screen.getByTestId("cart-shipping")).toHaveTextContent("Calculated at checkout");
    expect(total()).toHaveTextContent("AED 94.00");
    expect(screen.getByRole("status")).toHaveTextContent("Cart updated: 1 item, total AED 94.00.");
  });

  test("clearing the cart leads to the empty state", async () => {
    jest.mocked(clearCartAction).mockResolvedValue({ ok: true, data: null });
    await renderCart(cartWith(mask, essence));
    await userEvent.click(screen.getByRole("button", { name: "Clear Cart" }));
    expect(await screen.findByRole("heading", { name: "Your Cart is Empty" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Cart Cleared", {
      description: "All items have been removed from your cart.",
    });
    expect(screen.getByRole("link", { name: "Shop All Products" })).toHaveAttribute("href", "/collection");
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toBeInTheDocument();
  });
});
