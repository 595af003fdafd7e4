import type { Locale } from "@/lib/i18n/locales";

import { brandText as arBrand } from "./ar/brand";
import { bundleTexts as arBundles } from "./ar/bundles";
import { buildFaqGroupTexts as arFaq } from "./ar/faq";
import { ingredientBreakdownTexts as arBreakdowns, starIngredientTexts as arStarIngredients } from "./ar/ingredients";
import { milestoneTexts as arMilestones } from "./ar/milestones";
import { productTexts as arProducts } from "./ar/products";
import { testimonialTexts as arTestimonials } from "./ar/testimonials";
import { brand, claims } from "./brand";
import { activeBundles, bundles } from "./bundles";
import { sellableItems, type SellableItem } from "./catalog";
import { homeCopy } from "./copy/home";
import { shopPromiseText } from "./copy/shop-promises";
import { buildFaqGroups, type FaqGroup } from "./faq";
import { heroImage } from "./hero-image";
import { ingredientBreakdowns, starIngredients, type IngredientBreakdown, type StarIngredient } from "./ingredients";
import { milestones, type Milestone } from "./milestones";
import { products } from "./products";
import type { Bundle, Product, Testimonial } from "./schema";
import { checkoutOfferKey, type CheckoutOffer, type CheckoutProvider } from "./shop-promises";
import { testimonials } from "./testimonials";
import { bundleTextKeys, productTextKeys, type BrandText, type TextsById } from "./text-types";

export { emiratesIn } from "./emirates";

/**
 * The catalogue and content records in a locale. English returns the records themselves; another locale returns
 * the same records (prices, ids, slugs, images, ratings unchanged) with their texts from content/<locale>/*.ts.
 * Everything is built once at import, so a missing translation fails the build, not a page.
 */

function textOf<T>(texts: TextsById<T>, kind: string, id: string): T {
  const text = texts[id];
  if (!text) throw new Error(`No Arabic text for ${kind} "${id}"`);
  return text;
}

/** Replaces exactly the listed keys, so an optional text (a badge) the translation leaves out is not kept in English. */
function withText<T extends object, K extends keyof T>(record: T, text: Pick<T, K>, keys: readonly K[]): T {
  const merged = { ...record };
  for (const key of keys) merged[key] = text[key];
  return merged;
}

const arabicProducts: Product[] = products.map((product) =>
  withText(product, textOf(arProducts, "product", product.slug), productTextKeys),
);
const arabicProductById = new Map(arabicProducts.map((product) => [product.id, product]));

const arabicBundleRecords: Bundle[] = bundles.map((bundle) => ({
  ...withText(bundle, textOf(arBundles, "bundle", bundle.slug), bundleTextKeys),
  includedProducts: bundle.includedProducts.map((included) => {
    const product = arabicProductById.get(included.id);
    return product ? { ...included, name: product.name, size: product.size } : included;
  }),
}));

const arabicBundles = arabicBundleRecords.filter((bundle) => bundle.isActive);

const arabicStarIngredients: StarIngredient[] = starIngredients.map((ingredient) => ({
  ...ingredient,
  ...textOf(arStarIngredients, "star ingredient", ingredient.id),
}));

const arabicBreakdowns: IngredientBreakdown[] = ingredientBreakdowns.map((breakdown) => {
  const text = textOf(arBreakdowns, "ingredient breakdown", breakdown.slug);
  if (text.ingredients.length !== breakdown.ingredients.length) {
    throw new Error(
      `Arabic ingredient breakdown "${breakdown.slug}" lists ${text.ingredients.length} ingredients, English ${breakdown.ingredients.length}`,
    );
  }
  return {
    slug: breakdown.slug,
    ingredients: breakdown.ingredients.map((ingredient, index) => ({ ...ingredient, ...text.ingredients[index] })),
  };
});

function faqGroupsFor(offer: CheckoutOffer | CheckoutProvider): Record<Locale, FaqGroup[]> {
  const english = buildFaqGroups(shopPromiseText("en", offer));
  const arabic = arFaq(shopPromiseText("ar", offer));
  return { en: english, ar: english.map((group) => ({ id: group.id, ...arabic[group.id] })) };
}

/** The FAQ answers payment and delivery questions per checkout offer, so each offer's are built once here. */
const faqGroupsByOffer = new Map<string, Record<Locale, FaqGroup[]>>();

const arabicTestimonials: Testimonial[] = testimonials.map((testimonial) => ({
  ...testimonial,
  ...textOf(arTestimonials, "testimonial", testimonial.id),
}));

const arabicMilestones: Milestone[] = milestones.map((milestone) => ({
  ...milestone,
  ...textOf(arMilestones, "milestone", milestone.id),
}));

const arabicTitles = new Map<string, { title: string; size?: string }>([
  ...arabicProducts.map((product) => [product.shopifyVariantId, { title: product.name, size: product.size }] as const),
  ...arabicBundles.map((bundle) => [bundle.shopifyVariantId, { title: bundle.name }] as const),
]);
const arabicSellableItems: SellableItem[] = sellableItems.map((item) => ({
  ...item,
  ...arabicTitles.get(item.merchandiseId),
}));

export function productsIn(locale: Locale): Product[] {
  return locale === "ar" ? arabicProducts : products;
}

export function productIn(slug: string, locale: Locale): Product | undefined {
  return productsIn(locale).find((product) => product.slug === slug);
}

/** 'You May Also Like' in a locale: the other products, at most `limit`. */
export function relatedProductsIn(slug: string, locale: Locale, limit = 3): Product[] {
  return productsIn(locale)
    .filter((product) => product.slug !== slug)
    .slice(0, limit);
}

/** Active bundles only, as content/bundles.ts `activeBundles`. */
export function bundlesIn(locale: Locale): Bundle[] {
  return locale === "ar" ? arabicBundles : activeBundles;
}

/** Every bundle content/ describes, active or not: lib/catalogue decides which are on sale. */
export function bundleRecordsIn(locale: Locale): Bundle[] {
  return locale === "ar" ? arabicBundleRecords : bundles;
}

export function bundleIn(slug: string, locale: Locale): Bundle | undefined {
  return bundlesIn(locale).find((bundle) => bundle.slug === slug);
}

export function starIngredientsIn(locale: Locale): StarIngredient[] {
  return locale === "ar" ? arabicStarIngredients : starIngredients;
}

export function ingredientBreakdownsIn(locale: Locale): IngredientBreakdown[] {
  return locale === "ar" ? arabicBreakdowns : ingredientBreakdowns;
}

export function faqGroupsIn(locale: Locale, offer: CheckoutOffer | CheckoutProvider): FaqGroup[] {
  const key = checkoutOfferKey(offer);
  let groups = faqGroupsByOffer.get(key);
  if (!groups) {
    groups = faqGroupsFor(offer);
    faqGroupsByOffer.set(key, groups);
  }
  return groups[locale];
}

export function faqGroupIn(id: FaqGroup["id"], locale: Locale, offer: CheckoutOffer | CheckoutProvider): FaqGroup {
  const group = faqGroupsIn(locale, offer).find((candidate) => candidate.id === id);
  if (!group) throw new Error(`Unknown FAQ group "${id}"`);
  return group;
}

export function testimonialsIn(locale: Locale): Testimonial[] {
  return locale === "ar" ? arabicTestimonials : testimonials;
}

export function milestonesIn(locale: Locale): Milestone[] {
  return locale === "ar" ? arabicMilestones : milestones;
}

/** Cart lines, orders and e-mails: the same items and prices, titles (and sizes) in the locale. */
export function sellableItemsIn(locale: Locale): SellableItem[] {
  return locale === "ar" ? arabicSellableItems : sellableItems;
}

export function sellableItemIn(merchandiseId: string, locale: Locale): SellableItem | undefined {
  return sellableItemsIn(locale).find((item) => item.merchandiseId === merchandiseId);
}

type BrandIn = Omit<typeof brand, "tagline" | "description" | "businessHours"> & {
  tagline: string;
  description: string;
  businessHours: BrandText["businessHours"];
};

/** The brand record with its words in the locale (name, legal name, e-mail and site URL unchanged). */
export function brandIn(locale: Locale): BrandIn {
  if (locale === "en") return brand;
  return { ...brand, tagline: arBrand.tagline, description: arBrand.description, businessHours: arBrand.businessHours };
}

type ClaimsIn = Omit<typeof claims, "badges"> & { badges: BrandText["badges"] };

/** The marketing claims with the badges in the locale (figures unchanged). */
export function claimsIn(locale: Locale): ClaimsIn {
  if (locale === "en") return claims;
  return { ...claims, badges: arBrand.badges };
}

export function heroImageIn(locale: Locale): { src: string; alt: string; fileName: string } {
  return { ...heroImage, alt: homeCopy[locale].hero.imageAlt };
}
