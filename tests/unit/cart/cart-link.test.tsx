/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";

import { CartLink } from "@/components/cart/cart-link";
import { CartProvider } from "@/components/cart/cart-provider";
import { cartWith, serveCart } from "@/tests/support/cart-fixture";
import { layoutMessages as arabicLayout } from "@/content/messages/ar/layout";

jest.mock("@/lib/actions/cart", () => ({}));

function renderHeaderLink() {
  return render(
    <CartProvider>
      <CartLink />
    </CartProvider>,
  );
}

describe("CartLink", () => {
  test.each([
    ["no cart", null],
    ["an empty cart", cartWith()],
  ])("shows no count with %s", async (_name, cart) => {
    const fetchMock = serveCart(cart);
    renderHeaderLink();
    // Let the provider's GET /api/cart settle before judging the badge.
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledWith("/api/cart", expect.anything());
    expect(screen.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
    expect(screen.queryByTestId("cart-count")).not.toBeInTheDocument();
  });

  test("shows the total quantity across lines", async () => {
    serveCart(
      cartWith(
        { id: "mask", title: "Matcha Clay Mask", price: 99, quantity: 2 },
        { id: "ritual", title: "The Matcha Ritual", price: 239, quantity: 1 },
      ),
    );
    renderHeaderLink();
    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toBeInTheDocument();
    expect(screen.getByTestId("cart-count")).toHaveTextContent("3");
  });
});

describe("the cart link's name in Arabic", () => {
  test.each([1, 2, 3, 11])("says the badge's figure %i, so voice control finds the link by what it shows", (count) => {
    expect(arabicLayout.cartWithCount(count)).toContain(String(count));
  });
});
