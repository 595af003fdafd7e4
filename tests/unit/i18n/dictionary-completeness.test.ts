import { readdirSync } from "node:fs";
import path from "node:path";

import { brandText } from "@/content/ar/brand";
import { bundleTexts } from "@/content/ar/bundles";
import { emirateNames } from "@/content/ar/emirates";
import { ingredientBreakdownTexts, starIngredientTexts } from "@/content/ar/ingredients";
import { milestoneTexts } from "@/content/ar/milestones";
import { productTexts } from "@/content/ar/products";
import { testimonialTexts } from "@/content/ar/testimonials";
import { brand, claims } from "@/content/brand";
import { activeBundles } from "@/content/bundles";
import { emirates } from "@/content/emirates";
import { faqGroupsIn } from "@/content/localized";
import { ingredientBreakdowns, starIngredients } from "@/content/ingredients";
import { milestones } from "@/content/milestones";
import { products } from "@/content/products";
import { testimonials } from "@/content/testimonials";
import {
  bundleTextKeys,
  milestoneTextKeys,
  productTextKeys,
  starIngredientTextKeys,
  testimonialTextKeys,
  textsById,
} from "@/content/text-types";
import { compareTranslation } from "../../support/i18n/compare-translation";

const root = path.resolve(__dirname, "../../..");
const dictionaryFolders = ["content/messages", "content/copy"];

/** Every `{ en, ar }` export of content/messages/*.ts and content/copy/*.ts: the per-namespace dictionaries. */
async function dictionaries(): Promise<[string, unknown, unknown][]> {
  const found: [string, unknown, unknown][] = [];
  for (const folder of dictionaryFolders) {
    const files = readdirSync(path.join(root, folder)).filter((name) => name.endsWith(".ts"));
    for (const file of files) {
      const moduleExports = (await import(path.join(root, folder, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(moduleExports)) {
        if (value && typeof value === "object" && "en" in value && "ar" in value) {
          found.push([`${folder}/${file} ${name}`, (value as { en: unknown }).en, (value as { ar: unknown }).ar]);
        }
      }
    }
  }
  return found;
}

const catalogue: [string, unknown, unknown][] = [
  ["products", textsById(products, (product) => product.slug, productTextKeys), productTexts],
  ["bundles", textsById(activeBundles, (bundle) => bundle.slug, bundleTextKeys), bundleTexts],
  [
    "star ingredients",
    textsById(starIngredients, (ingredient) => ingredient.id, starIngredientTextKeys),
    starIngredientTexts,
  ],
  [
    "ingredient breakdowns",
    Object.fromEntries(
      ingredientBreakdowns.map((breakdown) => [
        breakdown.slug,
        { ingredients: breakdown.ingredients.map(({ name, purpose }) => ({ name, purpose })) },
      ]),
    ),
    ingredientBreakdownTexts,
  ],
  [
    "faq",
    ...(["en", "ar"] as const).map((locale) =>
      Object.fromEntries(faqGroupsIn(locale, "local").map(({ id, title, entries }) => [id, { title, entries }])),
    ),
  ] as [string, unknown, unknown],
  ["testimonials", textsById(testimonials, (testimonial) => testimonial.id, testimonialTextKeys), testimonialTexts],
  ["milestones", textsById(milestones, (milestone) => milestone.id, milestoneTextKeys), milestoneTexts],
  ["emirates", Object.fromEntries(emirates.map((name) => [name, name])), emirateNames],
  [
    "brand",
    {
      tagline: brand.tagline,
      description: brand.description,
      businessHours: brand.businessHours,
      badges: claims.badges,
    },
    brandText,
  ],
];

describe("every English text has an Arabic counterpart", () => {
  test("the walk finds the dictionaries of both folders", async () => {
    const names = (await dictionaries()).map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(35);
    expect(names).toEqual(
      expect.arrayContaining([
        "content/messages/cart.ts cartMessages",
        "content/messages/checkout.ts checkoutMessages",
        "content/copy/legal.ts termsCopy",
      ]),
    );
  });

  test("dictionaries: same keys, kinds, arities and placeholders, and Arabic words", async () => {
    const problems = (await dictionaries()).flatMap(([name, en, ar]) => compareTranslation(en, ar, name));
    expect(problems).toEqual([]);
  });

  test.each(catalogue)("catalogue texts of %s: same ids and keys, translated", (name, en, ar) => {
    expect(compareTranslation(en, ar, name)).toEqual([]);
  });
});
