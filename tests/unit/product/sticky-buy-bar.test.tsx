/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";

import { CartProvider } from "@/components/cart/cart-provider";
import { PurchaseControls } from "@/components/product/purchase-controls";

// Stepping aside for the main buy row is CSS (a scroll-driven animation): tests/e2e/product.spec.ts checks it on a phone.

async function renderControls(changes: { soldOut?: boolean; comingSoon?: boolean } = {}) {
  render(
    <CartProvider>
      <PurchaseControls
        merchandiseId="gid://shop/ProductVariant/1"
        name="Matcha Clay Mask"
        price={99}
        buyBar={{ label: "Quick buy: Matcha Clay Mask", price: "AED 99.00" }}
        {...changes}
      />
    </CartProvider>,
  );
  await act(async () => {});
}

const bar = () => screen.queryByRole("region", { name: "Quick buy: Matcha Clay Mask", hidden: true });

describe("the phone's sticky buy bar", () => {
  test("names the product, shows the price and carries its own Add to Cart, a submit of the same form", async () => {
    await renderControls();
    const region = bar()!;
    expect(region).toHaveTextContent("Matcha Clay Mask");
    expect(region).toHaveTextContent("AED 99.00");
    const button = within(region).getByRole("button", { name: "Add to Cart" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button.closest("form")!.querySelector('input[name="merchandiseId"]')).toHaveValue(
      "gid://shop/ProductVariant/1",
    );
  });

  test.each([
    ["sold out", { soldOut: true }],
    ["not on sale yet", { comingSoon: true }],
  ])("%s: no bar, nothing to buy", async (_label, changes) => {
    await renderControls(changes);
    expect(bar()).toBeNull();
  });
});
