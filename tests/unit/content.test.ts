import { activeBundles } from "@/content/bundles";
import { faqGroupsIn } from "@/content/localized";
import { checkBreakdownsMatchProducts, ingredientBreakdowns, starIngredients } from "@/content/ingredients";
import { milestones } from "@/content/milestones";
import { products } from "@/content/products";
import { bundleSchema, parseRecords, productSchema, testimonialSchema } from "@/content/schema";
import { initialsOf, testimonials } from "@/content/testimonials";

type Ingredient = (typeof ingredientBreakdowns)[number]["ingredients"][number];

const validProduct = products[0]!;
const validBundle = activeBundles[0]!;

describe("product records", () => {
  test.each([
    ["a negative price", { price: -5 }, /Invalid product "matcha-clay-mask": price:/],
    [
      "a slug with spaces and capitals",
      { slug: "Matcha Clay Mask" },
      /Invalid product "Matcha Clay Mask": slug: slug must be lowercase words joined by hyphens/,
    ],
    ["a rating above 5", { rating: 5.5 }, /Invalid product "matcha-clay-mask": rating:/],
    [
      "an image outside /images/",
      { image: "https://cdn.example.com/mask.jpg" },
      /image: must be a local image under \/images\//,
    ],
    ["a missing name", { name: undefined }, /Invalid product "matcha-clay-mask": name:/],
    ["no skin issues for the collection block", { skinIssues: [] }, /skinIssues:/],
  ])("a record with %s is rejected with a message naming it", (_case, change, message) => {
    expect(() => parseRecords("product", productSchema, [{ ...validProduct, ...change }])).toThrow(message);
  });

  test("a record without slug or id is named by its position", () => {
    const anonymous = { ...validProduct, slug: undefined, id: undefined };
    expect(() => parseRecords("product", productSchema, [validProduct, anonymous])).toThrow(
      /Invalid product "#1": id:.*slug:/,
    );
  });

  test("the catalogue holds the three products of the specification at their prices", () => {
    expect(products.map((product) => [product.name, product.price, product.size])).toEqual([
      ["Matcha Clay Mask", 99, "100ml"],
      ["Collagen Essence", 94, "50ml"],
      ["Matcha Pure Cleanser", 89, "100ml"],
    ]);
  });
});

describe("bundle price rule", () => {
  test.each([
    [
      "an original price that isn't the products' sum",
      { originalPrice: 300 },
      /originalPrice 300 must equal the included products' sum 282/,
    ],
    ["savings that don't match the prices", { savings: 60 }, /savings: savings must equal originalPrice - bundlePrice/],
    ["a rounded-up savings percentage", { savingsPercentage: 25 }, /savingsPercentage: savingsPercentage must be 15.2/],
  ])("a bundle with %s is rejected", (_case, change, message) => {
    expect(() => parseRecords("bundle", bundleSchema, [{ ...validBundle, ...change }])).toThrow(message);
  });

  test("the Matcha Ritual saves AED 43, 15.2%, shown as 15%", () => {
    expect(validBundle).toMatchObject({ originalPrice: 282, bundlePrice: 239, savings: 43, savingsPercentage: 15.2 });
    expect(Math.round(validBundle.savingsPercentage)).toBe(15);
  });
});

describe("page content", () => {
  test("six verified testimonials, each with a product and time used", () => {
    expect(testimonials).toHaveLength(6);
    expect(
      testimonials.every((testimonial) => testimonial.verified && testimonial.productUsed && testimonial.timeUsed),
    ).toBe(true);
  });

  test.each([
    [{ rating: 6 }, /rating:/],
    [{ name: "" }, /name:/],
  ])("a testimonial with %j is rejected", (change, message) => {
    expect(() => parseRecords("testimonial", testimonialSchema, [{ ...testimonials[0], ...change }])).toThrow(message);
  });

  test.each([
    ["Fatima Al Mansouri", "FM"],
    ["Sarah Thompson", "ST"],
    ["Cher", "C"],
  ])("the avatar of %s reads %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  test("milestones run from the founding to the planned expansion", () => {
    expect(milestones.map((milestone) => [milestone.period, milestone.planned])).toEqual([
      ["Late 2023", false],
      ["2024", false],
      ["2025", false],
      ["2026", true],
    ]);
  });

  test("the FAQ has the four groups of the specification", () => {
    expect(faqGroupsIn("en", "local").map((group) => group.title)).toEqual([
      "Products",
      "Shipping",
      "Orders and payment",
      "Returns and support",
    ]);
  });

  test("six star ingredients and one breakdown per product", () => {
    expect(starIngredients).toHaveLength(6);
    expect(ingredientBreakdowns.map((breakdown) => breakdown.slug)).toEqual(products.map((product) => product.slug));
  });

  test.each([
    [
      "flags an extra key ingredient",
      (ingredients: Ingredient[]) => [...ingredients, { name: "Glitter", purpose: "Sparkle", isKey: true }],
    ],
    [
      "leaves a key ingredient unflagged",
      (ingredients: Ingredient[]) => ingredients.map((item, index) => (index === 0 ? { ...item, isKey: false } : item)),
    ],
  ])("a breakdown that %s is rejected", (_case, change) => {
    const broken = ingredientBreakdowns.map((breakdown, index) =>
      index === 0 ? { ...breakdown, ingredients: change(breakdown.ingredients) } : breakdown,
    );
    expect(() => checkBreakdownsMatchProducts(broken)).toThrow(
      /Invalid ingredient breakdown "matcha-clay-mask": key ingredients must be Ceremonial Matcha/,
    );
  });

  test("a breakdown for an unknown product is rejected", () => {
    expect(() =>
      checkBreakdownsMatchProducts([
        { slug: "night-cream", ingredients: [{ name: "Matcha", purpose: "x", isKey: true }] },
      ]),
    ).toThrow(/"night-cream": no product has this slug/);
  });
});
