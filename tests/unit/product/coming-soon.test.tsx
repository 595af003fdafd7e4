/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";

import { CartProvider } from "@/components/cart/cart-provider";
import { ProductSummary } from "@/components/product/product-summary";
import { PurchaseControls } from "@/components/product/purchase-controls";
import { products } from "@/content/products";
import type { ShopProduct } from "@/lib/catalogue/shop-catalogue";

const base: ShopProduct = { ...products[0]!, available: null, soldOut: false, comingSoonDate: null };

async function renderProduct(product: ShopProduct) {
  render(
    <CartProvider>
      <ProductSummary product={product} />
      <PurchaseControls
        merchandiseId={product.shopifyVariantId}
        name={product.name}
        price={product.price}
        comingSoon={product.isComingSoon}
        available={product.available}
      />
      <Toaster />
    </CartProvider>,
  );
  // The cart provider loads the cart on mount; let that settle.
  await act(async () => {});
}

describe("coming-soon product", () => {
  test("shows the notice, a disabled 'Coming Soon' button, and the info toast when tapped", async () => {
    await renderProduct({ ...base, isComingSoon: true, comingSoonDate: "1 March 2027" });
    expect(screen.getByText("Coming Soon - Available 1 March 2027")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Coming Soon" });
    expect(button).toHaveAttribute("aria-disabled", "true");

    await userEvent.setup().click(button);
    expect(
      await screen.findByText("This product will be available soon. We'll notify you when it's ready!"),
    ).toBeInTheDocument();
  });

  test("coming soon without a date typed by the owner promises no date", async () => {
    await renderProduct({ ...base, isComingSoon: true });
    expect(screen.getByText("Coming Soon", { selector: "p" })).toBeInTheDocument();
    expect(screen.queryByText(/Available/)).not.toBeInTheDocument();
  });

  test("a catalogue product is sellable: no notice, an 'Add to Cart' button", async () => {
    await renderProduct(base);
    expect(screen.queryByText(/Coming Soon - Available/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).not.toHaveAttribute("aria-disabled", "true");
  });

  test("sold out: a disabled 'Sold Out' button and no quantity to pick", async () => {
    await renderProduct({ ...base, available: 0, soldOut: true });
    expect(screen.getByRole("button", { name: "Sold Out" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Increase quantity" })).not.toBeInTheDocument();
  });

  test("the stepper stops at what is left, and at the per-line cap when more is left", async () => {
    const user = userEvent.setup();
    await renderProduct({ ...base, available: 2 });
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    for (let click = 0; click < 4; click += 1) await user.click(increase);
    expect(screen.getByRole("group", { name: "Quantity" })).toHaveTextContent("2");
    expect(increase).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Only 2 left")).toBeInTheDocument();
  });

  test("with plenty on the shelf the per-line cap still holds", async () => {
    const user = userEvent.setup();
    await renderProduct({ ...base, available: 50 });
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    for (let click = 0; click < 12; click += 1) await user.click(increase);
    expect(screen.getByRole("group", { name: "Quantity" })).toHaveTextContent("10");
    expect(screen.getByText("Up to 10 per order")).toBeInTheDocument();
  });
});
