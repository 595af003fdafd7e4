import { bundleRecordsIn, productsIn } from "@/content/localized";
import type { Bundle, Product } from "@/content/schema";
import type { Locale } from "@/lib/i18n/locales";
import { savingsOf, toAed, type CatalogueFigures } from "./figures";

/**
 * What the shop shows and sells: content/'s copy in a locale with the database's figures laid over it. Prices stay
 * AED numbers here (fils / 100) because every price component takes AED; the figures themselves are integer fils.
 * `available` is what may still be ordered: the stock count, or null while the owner does not count stock.
 */
export type ShopProduct = Product & { available: number | null; soldOut: boolean; comingSoonDate: string | null };
export type ShopBundle = Bundle & { available: number | null; soldOut: boolean; comingSoon: boolean };

/** One sellable thing, keyed by its variant id, so carts and orders resolve prices the same way everywhere. */
export type SellableItem = {
  merchandiseId: string;
  productId: string;
  kind: "product" | "bundle";
  /** The content record's id, catalogue_entries.id. */
  recordId: string;
  title: string;
  handle: string;
  href: string;
  price: number;
  priceFils: number;
  image: string;
  size?: string;
  available: number | null;
  /** Listed and not coming soon: it may be ordered while stock lasts. */
  orderable: boolean;
  /** Orderable and not sold out. */
  purchasable: boolean;
  /** For a bundle, the products (record ids) each unit takes off the shelf. */
  takesProducts: string[];
};

export type ShopCatalogue = {
  /** Active products in listing order. */
  products: ShopProduct[];
  /** Active bundles in listing order. */
  bundles: ShopBundle[];
  /** Every active item, purchasable or not. */
  sellable: SellableItem[];
};

const byPosition = <T extends { figures: CatalogueFigures }>(a: T, b: T) =>
  a.figures.position - b.figures.position || a.figures.id.localeCompare(b.figures.id);

/** The least of the counted figures; null when none of them is counted. */
function leastCounted(counts: (number | null)[]): number | null {
  const counted = counts.filter((count): count is number => count !== null);
  return counted.length === 0 ? null : Math.min(...counted);
}

export function buildShopCatalogue(figures: CatalogueFigures[], locale: Locale): ShopCatalogue {
  const figuresOf = new Map(figures.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  const products = productsIn(locale).flatMap((product) => {
    const entry = figuresOf.get(`product:${product.id}`);
    return entry ? [{ product, figures: entry }] : [];
  });
  const productById = new Map(
    products.map(({ product, figures: entry }) => {
      const shop: ShopProduct = {
        ...product,
        price: toAed(entry.priceFils),
        originalPrice: savingsOf(entry.priceFils, entry.originalPriceFils)
          ? toAed(entry.originalPriceFils!)
          : undefined,
        isComingSoon: entry.comingSoon,
        // No date typed in the back office: the page says "Coming Soon" and promises no date (the spec's fixed
        // "Q2 2025" has passed).
        comingSoonDate: entry.comingSoonDate,
        available: entry.stock,
        soldOut: entry.stock === 0,
      };
      return [product.id, { shop, figures: entry }] as const;
    }),
  );

  const bundles = bundleRecordsIn(locale).flatMap((bundle) => {
    const entry = figuresOf.get(`bundle:${bundle.id}`);
    if (!entry) return [];
    const included = bundle.includedProducts.map((item) => ({ item, product: productById.get(item.id)?.shop }));
    const originalFils = included.reduce(
      (sum, { item, product }) => sum + Math.round((product?.price ?? item.price) * 100),
      0,
    );
    const savings = savingsOf(entry.priceFils, originalFils);
    const available = leastCounted(included.map(({ product }) => product?.available ?? null));
    const shop: ShopBundle = {
      ...bundle,
      includedProducts: included.map(({ item, product }) => ({ ...item, price: product?.price ?? item.price })),
      bundlePrice: toAed(entry.priceFils),
      originalPrice: toAed(originalFils),
      savings: toAed(savings?.amountFils ?? 0),
      savingsPercentage: savings?.percent ?? 0,
      isActive: entry.active,
      available,
      soldOut: available === 0,
      comingSoon: included.some(({ product }) => product?.isComingSoon),
    };
    return [{ shop, figures: entry }];
  });

  const activeProducts = [...productById.values()].filter(({ figures: entry }) => entry.active).sort(byPosition);
  // A bundle is on sale only while every product in it is: hiding a product takes its bundles off the shop too
  // (listings, the bundle page, carts and checkout), rather than selling it with a link to the product's 404.
  const listedProducts = new Set(activeProducts.map(({ shop }) => shop.id));
  const activeBundles = bundles
    .filter(
      ({ shop, figures: entry }) => entry.active && shop.includedProducts.every(({ id }) => listedProducts.has(id)),
    )
    .sort(byPosition);
  const sellable: SellableItem[] = [
    ...activeProducts.map(({ shop, figures: entry }) => ({
      merchandiseId: shop.shopifyVariantId,
      productId: shop.shopifyId,
      kind: "product" as const,
      recordId: shop.id,
      title: shop.name,
      handle: shop.slug,
      href: `/products/${shop.slug}`,
      price: shop.price,
      priceFils: entry.priceFils,
      image: shop.image,
      size: shop.size,
      available: shop.available,
      orderable: !shop.isComingSoon,
      purchasable: !shop.isComingSoon && !shop.soldOut,
      takesProducts: [shop.id],
    })),
    ...activeBundles.map(({ shop, figures: entry }) => ({
      merchandiseId: shop.shopifyVariantId,
      productId: shop.shopifyId,
      kind: "bundle" as const,
      recordId: shop.id,
      title: shop.name,
      handle: shop.slug,
      href: `/bundles/${shop.slug}`,
      price: shop.bundlePrice,
      priceFils: entry.priceFils,
      image: shop.image,
      available: shop.available,
      orderable: !shop.comingSoon,
      purchasable: !shop.comingSoon && !shop.soldOut,
      takesProducts: shop.includedProducts.map((item) => item.id),
    })),
  ];
  return { products: activeProducts.map(({ shop }) => shop), bundles: activeBundles.map(({ shop }) => shop), sellable };
}
