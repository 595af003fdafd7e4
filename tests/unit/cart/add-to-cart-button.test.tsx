/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { CartLink } from "@/components/cart/cart-link";
import { CartProvider } from "@/components/cart/cart-provider";
import { addToCartAction } from "@/lib/actions/cart";
import { cartWith, serveCart } from "@/tests/support/cart-fixture";

jest.mock("@/lib/actions/cart", () => ({ addToCartAction: jest.fn() }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const addMock = jest.mocked(addToCartAction);
const maskId = "gid://shopify/ProductVariant/mask";
const maskCart = cartWith({ id: "mask", title: "Matcha Clay Mask", price: 99, quantity: 2 });

async function renderButton(props: Partial<React.ComponentProps<typeof AddToCartButton>> = {}) {
  render(
    <CartProvider>
      <CartLink />
      <AddToCartButton merchandiseId={maskId} productName="Matcha Clay Mask" price={99} {...props} />
    </CartProvider>,
  );
  // Let the provider's GET /api/cart settle first.
  await act(async () => {});
}

beforeEach(() => {
  jest.clearAllMocks();
  serveCart(null);
});

describe("AddToCartButton", () => {
  test("adds the chosen quantity, confirms it and updates the header count", async () => {
    addMock.mockResolvedValue({ ok: true, data: maskCart });
    await renderButton({ quantity: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(addMock).toHaveBeenCalledWith({ merchandiseId: maskId, quantity: 2, locale: "en" });
    expect(toast.success).toHaveBeenCalledWith("Added to Cart!", {
      description: "2 x Matcha Clay Mask added to your cart.",
    });
    expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
  });

  test("confirms a bundle in the bundle's words", async () => {
    addMock.mockResolvedValue({ ok: true, data: maskCart });
    await renderButton({ kind: "bundle", productName: "The Matcha Ritual" });
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(toast.success).toHaveBeenCalledWith("Bundle added to cart!", {
      description: "The Matcha Ritual has been added to your cart.",
    });
  });

  test.each([
    ["product", "Failed to add product to cart."],
    ["bundle", "Failed to add bundle to cart. Please try again."],
  ] as const)("reports a broken call for a %s", async (kind, description) => {
    addMock.mockRejectedValue(new Error("network down"));
    await renderButton({ kind });
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Error", { description });
    expect(toast.success).not.toHaveBeenCalled();
  });

  test("passes on the server's reason when it refuses", async () => {
    addMock.mockResolvedValue({
      ok: false,
      code: "throttled",
      message: "Too many requests. Please wait a moment.",
      fieldErrors: {},
      values: {},
    });
    await renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(toast.error).toHaveBeenCalledWith("Add to Cart Failed", {
      description: "Too many requests. Please wait a moment.",
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  test("refuses a product without a variant id without calling the server", async () => {
    await renderButton({ merchandiseId: "" });
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "This product is not available for purchase at the moment.",
    });
    expect(addMock).not.toHaveBeenCalled();
  });

  test("a coming-soon product explains itself instead of adding", async () => {
    await renderButton({ comingSoon: true });
    const button = screen.getByRole("button", { name: "Coming Soon" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    expect(toast.info).toHaveBeenCalledWith("Coming Soon", {
      description: "This product will be available soon. We'll notify you when it's ready!",
    });
    expect(addMock).not.toHaveBeenCalled();
  });

  test("a product the provider reports unavailable is a disabled 'Sold Out' button that adds nothing", async () => {
    await renderButton({ soldOut: true });
    const button = screen.getByRole("button", { name: "Sold Out" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(addMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
  });

  test("uses a custom label", async () => {
    await renderButton({ label: "Add Bundle to Cart" });
    expect(screen.getByRole("button", { name: "Add Bundle to Cart" })).toBeInTheDocument();
  });
});
