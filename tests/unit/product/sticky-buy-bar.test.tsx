/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { CartProvider } from "@/components/cart/cart-provider";
import { PurchaseControls } from "@/components/product/purchase-controls";

// Stepping aside for the main buy row is CSS (a scroll-driven animation): tests/e2e/product.spec.ts checks it on a phone.

type Changes = { soldOut?: boolean; comingSoon?: boolean; price?: number; cashOnDelivery?: { payNowOffered: null } };

async function renderControls(changes: Changes = {}) {
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

describe("the stepper and the cash-on-delivery limit", () => {
  test("choosing a quantity that takes the order to AED 500 says so before it is added, and fewer clears it", async () => {
    const user = userEvent.setup();
    await renderControls({ price: 239, cashOnDelivery: { payNowOffered: null } });
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    await user.click(increase);
    expect(screen.queryByTestId("cod-limit-notice")).not.toBeInTheDocument();
    await user.click(increase);
    expect(screen.getByTestId("cod-limit-notice")).toHaveTextContent(
      "Cash on delivery is for orders under AED 500: with 3 of these, your order would come to AED 717.00.",
    );
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(screen.queryByTestId("cod-limit-notice")).not.toBeInTheDocument();
  });

  test("under a hosted checkout (no cash limit) the stepper says nothing", async () => {
    const user = userEvent.setup();
    await renderControls({ price: 239 });
    for (let step = 0; step < 4; step++) await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.queryByTestId("cod-limit-notice")).not.toBeInTheDocument();
  });
});
