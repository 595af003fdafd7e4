import { arabicCartLineTitles } from "@/content/ar/cart-line-titles";
import { activeBundles } from "@/content/bundles";
import { productIn } from "@/content/localized";
import { products } from "@/content/products";
import { withLineTitles } from "@/lib/cart/line-titles";
import { cartWith } from "../../support/cart-fixture";

describe("the Arabic cart names its lines in Arabic", () => {
  test("every product and bundle has an Arabic line name, the catalogue's own", () => {
    for (const product of products)
      expect(arabicCartLineTitles[product.shopifyVariantId]).toBe(productIn(product.slug, "ar")?.name);
    for (const bundle of activeBundles) expect(arabicCartLineTitles[bundle.shopifyVariantId]).toBeTruthy();
  });

  test("a line is renamed by its merchandise id; one the catalogue does not know keeps the provider's title", () => {
    const mask = products.find((product) => product.slug === "matcha-clay-mask")!;
    const cart = cartWith(
      { id: "known", title: "Matcha Clay Mask", price: 99, quantity: 1 },
      { id: "unknown", title: "Gift Card", price: 50, quantity: 1 },
    );
    cart.lines[0]!.merchandiseId = mask.shopifyVariantId;
    const titles = withLineTitles(cart, arabicCartLineTitles).lines.map((line) => line.product.title);
    expect(titles).toEqual([productIn("matcha-clay-mask", "ar")!.name, "Gift Card"]);
    expect(withLineTitles(null, arabicCartLineTitles)).toBeNull();
  });
});
