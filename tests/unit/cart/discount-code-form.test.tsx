/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { CartProvider } from "@/components/cart/cart-provider";
import { CartView } from "@/components/cart/cart-view";
import { discountCodeAction } from "@/lib/actions/discount-code";
import type { Cart } from "@/lib/commerce/types";
import { cartWith, serveCart } from "@/tests/support/cart-fixture";

jest.mock("@/lib/actions/cart", () => ({
  updateCartLineAction: jest.fn(),
  removeCartLineAction: jest.fn(),
  updateCartLineFormAction: jest.fn(),
  clearCartAction: jest.fn(),
}));
jest.mock("@/lib/actions/discount-code", () => ({ discountCodeAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const cleanser = { id: "cleanser", title: "Matcha Pure Cleanser", price: 89, quantity: 1 };
const withDiscount = (cart: Cart, code: string, amount: number): Cart => ({
  ...cart,
  discount: { code, amount: { amount, currencyCode: "AED" } },
});

async function renderCart(cart: Cart) {
  serveCart(null);
  render(
    <CartProvider>
      <CartView initialCart={cart} />
    </CartProvider>,
  );
  await act(async () => {});
}

beforeEach(() => jest.clearAllMocks());

describe("the discount code field under the cart summary", () => {
  test("an applied code shows its line and lowers the total by 15% of the subtotal", async () => {
    const cart = cartWith(cleanser);
    jest.mocked(discountCodeAction).mockResolvedValue({
      ok: true,
      message: "Discount code WELCOME15-AB12 applied.",
      data: withDiscount(cart, "WELCOME15-AB12", 13.35),
    });
    await renderCart(cart);

    await userEvent.type(screen.getByLabelText("Discount code"), "welcome15-ab12");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));

    const sent = jest.mocked(discountCodeAction).mock.calls[0]![1];
    expect([sent.get("code"), sent.get("intent")]).toEqual(["welcome15-ab12", "apply"]);
    expect(await screen.findByText("Discount (WELCOME15-AB12)")).toBeInTheDocument();
    expect(screen.getByTestId("cart-discount")).toHaveTextContent("−AED 13.35");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("AED 90.65");
    expect(toast.success).toHaveBeenCalledWith("Discount code WELCOME15-AB12 applied.");
    expect(screen.getByRole("button", { name: "Remove" })).toBeEnabled();
  });

  test("a refused code shows why next to the field, keeps what was typed and leaves the total alone", async () => {
    const cart = cartWith(cleanser);
    const message = "This discount code has already been used. Each code can be used for one order only.";
    jest.mocked(discountCodeAction).mockResolvedValue({
      ok: false,
      code: "refused",
      message,
      fieldErrors: {},
      values: { code: "USED-CODE" },
      data: cart,
    });
    await renderCart(cart);

    await userEvent.type(screen.getByLabelText("Discount code"), "USED-CODE");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));

    const field = await screen.findByLabelText("Discount code");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue("USED-CODE");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(screen.queryByTestId("cart-discount")).not.toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("AED 104.00");
  });

  test("a call that never reaches the server says so instead of failing silently", async () => {
    jest.mocked(discountCodeAction).mockRejectedValue(new TypeError("Failed to fetch"));
    await renderCart(cartWith(cleanser));

    await userEvent.type(screen.getByLabelText("Discount code"), "WELCOME15-AB12");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("An unexpected error occurred. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Discount code")).toHaveValue("WELCOME15-AB12");
  });

  test("Remove takes the code off", async () => {
    const cart = cartWith(cleanser);
    jest.mocked(discountCodeAction).mockResolvedValue({ ok: true, message: "Discount code removed.", data: cart });
    await renderCart(withDiscount(cart, "WELCOME15-AB12", 13.35));
    expect(screen.getByText("Discount code WELCOME15-AB12 applied.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Remove" }));

    expect(jest.mocked(discountCodeAction).mock.calls[0]![1].get("intent")).toBe("remove");
    expect(await screen.findByLabelText("Discount code")).toBeInTheDocument();
    expect(screen.queryByTestId("cart-discount")).not.toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("AED 104.00");
  });
});
