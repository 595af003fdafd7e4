/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { ShopifyCatalogueView } from "@/components/admin/catalogue/shopify-catalogue-view";
import type { ShopifyCatalogueRow } from "@/lib/admin/catalogue/read-shopify-catalogue";

const rows: ShopifyCatalogueRow[] = [
  {
    handle: "matcha-clay-mask",
    name: "Matcha Clay Mask",
    facts: {
      handle: "matcha-clay-mask",
      productId: "gid://shopify/Product/8001000000001",
      variantId: "gid://shopify/ProductVariant/4801000000001",
      title: "Matcha Clay Mask",
      priceFils: 10950,
      compareAtPriceFils: 12000,
      available: false,
      source: "shopify",
    },
    problem: null,
    adminUrl: "https://admin.shopify.com/store/matcha-glow/products/8001000000001",
  },
  {
    handle: "collagen-essence",
    name: "Collagen Essence",
    facts: null,
    problem: "Shopify is not responding.",
    adminUrl: null,
  },
];

describe("ShopifyCatalogueView", () => {
  test("shows Shopify's figures read-only, with a link to the product in Shopify's admin", () => {
    render(<ShopifyCatalogueView rows={rows} />);
    const mask = screen.getByRole("row", { name: /Matcha Clay Mask/ });
    const cells = within(mask)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "matcha-clay-mask",
      "AED 109.50",
      "AED 120.00",
      "Sold out",
      "gid://shopify/ProductVariant/4801000000001",
      expect.stringContaining("Edit Matcha Clay Mask in Shopify"),
    ]);
    expect(within(mask).getByRole("link", { name: /Edit Matcha Clay Mask in Shopify/ })).toHaveAttribute(
      "href",
      "https://admin.shopify.com/store/matcha-glow/products/8001000000001",
    );
    // Nothing to edit here: Shopify owns the figures.
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("a product Shopify could not give says why, and shows no figures", () => {
    render(<ShopifyCatalogueView rows={rows} />);
    const essence = screen.getByRole("row", { name: /Collagen Essence/ });
    expect(essence).toHaveTextContent("Shopify is not responding.");
    expect(
      within(essence)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["collagen-essence", "—", "—", "—", "—", "—"]);
  });
});
