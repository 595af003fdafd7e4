import "server-only";

import { getCommerce } from "@/lib/commerce";
import type { ShopProduct } from "@/lib/catalogue/shop-catalogue";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { listWishlist } from "./wishlist-items";

/** The shopper's saved products as the catalogue sells them now, in the page's language; withdrawn ones drop out. */
export async function wishlistProducts(userId: string, locale: Locale): Promise<ShopProduct[]> {
  const slugs = await listWishlist(await getDb(), userId);
  const products = await Promise.all(slugs.map((slug) => getCommerce().getProduct(slug, locale)));
  return products.filter((product): product is ShopProduct => product !== undefined);
}
