import { buildPolicyText as buildArabicPolicyText } from "@/content/copy/ar/policy-text";
import { checkBreakdownsMatchProducts } from "@/content/ingredients";
import {
  brandIn,
  bundleIn,
  bundlesIn,
  claimsIn,
  emiratesIn,
  faqGroupIn,
  faqGroupsIn,
  ingredientBreakdownsIn,
  milestonesIn,
  productIn,
  productsIn,
  relatedProductsIn,
  sellableItemIn,
  sellableItemsIn,
  starIngredientsIn,
  testimonialsIn,
} from "@/content/localized";
import { policies } from "@/content/policies";
import type { Policies } from "@/content/policies-schema";
import { products } from "@/content/products";
import { activeBundles } from "@/content/bundles";
import { sellableItems } from "@/content/catalog";
import { emirates } from "@/content/emirates";

const arabic = /[\u0600-\u06FF]/;

describe("catalogue in a locale", () => {
  test("English returns today's records unchanged", () => {
    expect(productsIn("en")).toBe(products);
    expect(bundlesIn("en")).toBe(activeBundles);
    expect(sellableItemsIn("en")).toBe(sellableItems);
  });

  test("an Arabic product has Arabic texts and the English record's price, slug, images and rating", () => {
    const english = productIn("matcha-clay-mask", "en");
    const arabicProduct = productIn("matcha-clay-mask", "ar");
    expect(arabicProduct?.name).toBe("قناع الطين بالماتشا");
    expect(arabicProduct?.description).toMatch(arabic);
    expect(arabicProduct?.badge).toMatch(arabic);
    expect(arabicProduct).toMatchObject({
      price: english?.price,
      slug: english?.slug,
      image: english?.image,
      gallery: english?.gallery,
      rating: english?.rating,
      reviews: english?.reviews,
      ingredients: english?.ingredients,
      shopifyVariantId: english?.shopifyVariantId,
    });
  });

  test("related products and bundles follow the locale", () => {
    expect(relatedProductsIn("matcha-clay-mask", "ar").map((product) => product.slug)).toEqual(
      relatedProductsIn("matcha-clay-mask", "en").map((product) => product.slug),
    );
    const bundle = bundleIn("matcha-ritual", "ar");
    expect(bundle?.name).toBe("طقوس الماتشا");
    expect(bundle?.bundlePrice).toBe(bundleIn("matcha-ritual", "en")?.bundlePrice);
    expect(bundle?.includedProducts.map((included) => included.name)).toEqual(
      productsIn("ar").map((product) => product.name),
    );
  });

  test("cart lines and orders get Arabic titles at the same prices", () => {
    for (const item of sellableItems) {
      const translated = sellableItemIn(item.merchandiseId, "ar");
      expect(translated).toMatchObject({
        merchandiseId: item.merchandiseId,
        price: item.price,
        href: item.href,
        purchasable: item.purchasable,
      });
      expect(translated?.title).toMatch(arabic);
    }
  });

  test("the Arabic ingredient breakdowns flag the Arabic products' key ingredients", () => {
    expect(() => checkBreakdownsMatchProducts(ingredientBreakdownsIn("ar"), productsIn("ar"))).not.toThrow();
    expect(
      ingredientBreakdownsIn("ar").map((breakdown) => breakdown.ingredients.map((ingredient) => ingredient.isKey)),
    ).toEqual(
      ingredientBreakdownsIn("en").map((breakdown) => breakdown.ingredients.map((ingredient) => ingredient.isKey)),
    );
  });

  test("star ingredients, testimonials and milestones keep their images, ratings and flags", () => {
    expect(starIngredientsIn("ar").map((ingredient) => ingredient.image)).toEqual(
      starIngredientsIn("en").map((ingredient) => ingredient.image),
    );
    expect(testimonialsIn("ar").map(({ id, rating, verified }) => ({ id, rating, verified }))).toEqual(
      testimonialsIn("en").map(({ id, rating, verified }) => ({ id, rating, verified })),
    );
    expect(milestonesIn("ar").map((milestone) => milestone.planned)).toEqual(
      milestonesIn("en").map((milestone) => milestone.planned),
    );
  });

  test("forms submit the English emirate whatever the language", () => {
    expect(emiratesIn("ar").map((emirate) => emirate.value)).toEqual([...emirates]);
    expect(emiratesIn("ar").find((emirate) => emirate.value === "Dubai")?.label).toBe("دبي");
    expect(emiratesIn("en").every((emirate) => emirate.label === emirate.value)).toBe(true);
  });

  test("brand and claims keep the name, e-mail and figures", () => {
    expect(brandIn("ar")).toMatchObject({
      name: brandIn("en").name,
      contactEmail: brandIn("en").contactEmail,
      siteUrl: brandIn("en").siteUrl,
    });
    expect(brandIn("ar").tagline).toMatch(arabic);
    expect(claimsIn("ar")).toMatchObject({
      customers: claimsIn("en").customers,
      improvementPercent: claimsIn("en").improvementPercent,
    });
    expect(claimsIn("ar").badges.every((badge) => arabic.test(badge))).toBe(true);
  });
});

describe("Arabic policy phrases follow content/policies.ts", () => {
  test("the Arabic FAQ states the shop's returns window, free-shipping threshold and reply time", () => {
    const answers = faqGroupsIn("ar", "local")
      .flatMap((group) => group.entries.map((entry) => entry.answer))
      .join("\n");
    expect(answers).toContain(`${policies.returns.windowDays} أيام من تاريخ الاستلام`);
    expect(answers).toContain(`${policies.shipping.freeShippingThreshold} درهم`);
    expect(answers).toContain(`${policies.support.replyWithinHours} ساعة`);
    expect(faqGroupIn("returns-support", "ar", "local").title).toMatch(arabic);
  });

  test("changing a policy figure changes the Arabic phrases too", () => {
    const changed: Policies = {
      ...policies,
      shipping: {
        ...policies.shipping,
        freeShippingThreshold: 200,
        standardShippingFee: 20,
        weekendProcessingDay: "Monday",
        sameDayCutoff: "11:30 AM GST",
      },
      returns: { ...policies.returns, windowDays: 14 },
      support: { replyWithinHours: 2 },
    };
    const text = buildArabicPolicyText(changed);
    expect(text.returnsWindow).toBe("14 يومًا من تاريخ الاستلام");
    expect(text.standardShipping).toBe("تُشحن الطلبات التي تقل عن 200 درهم مقابل 20 درهم");
    expect(text.weekendProcessing).toContain("الاثنين");
    expect(text.cutoff).toBe("11:30 صباحًا بتوقيت الخليج");
    expect(text.replyWithin).toBe("خلال ساعتين");
  });

  test("a policy word without an Arabic name fails loudly instead of showing English", () => {
    const odd: Policies = { ...policies, shipping: { ...policies.shipping, weekendProcessingDay: "Caturday" } };
    expect(() => buildArabicPolicyText(odd)).toThrow(/Caturday/);
  });
});
