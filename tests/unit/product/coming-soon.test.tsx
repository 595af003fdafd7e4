/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";

import { CartProvider } from "@/components/cart/cart-provider";
import { ProductSummary } from "@/components/product/product-summary";
import { PurchaseControls } from "@/components/product/purchase-controls";
import { products } from "@/content/products";
import type { Product } from "@/content/schema";

const base = products[0] as Product;

async function renderProduct(product: Product) {
  render(
    <CartProvider>
      <ProductSummary product={product} />
      <PurchaseControls merchandiseId={product.shopifyVariantId} name={product.name} price={product.price} comingSoon={product.isComingSoon} />
      <Toaster />
    </CartProvider>,
  );
  // The cart provider loads the cart on mount; let that settle.
  await act(async () => {});
}

describe("coming-soon product", () => {
  test("shows the notice, a disabled 'Coming Soon' button, and the info toast when tapped", async () => {
    await renderProduct({ ...base, isComingSoon: true });
    expect(screen.getByText("Coming Soon - Available Q2 2025")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Coming Soon" });
    expect(button).toHaveAttribute("aria-disabled", "true");

    await userEvent.setup().click(button);
    expect(await screen.findByText("This product will be available soon. We'll notify you when it's ready!")).toBeInTheDocument();
  });

  test("a catalogue product is sellable: no notice, an 'Add to Cart' button", async () => {
    await renderProduct(base);
    expect(screen.queryByText(/Coming Soon - Available/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to Cart" })).not.toHaveAttribute("aria-disabled", "true");
  });
});
