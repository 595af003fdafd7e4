/**
 * Shopify's admin address for a product: https://admin.shopify.com/store/<store>/products/<numeric id>. The store
 * is the first label of the store's `*.myshopify.com` domain; a custom domain (or a local test server) does not
 * name it, so there is no link then rather than a wrong one.
 */
export function shopifyStoreHandle(storeDomain: string | undefined): string | null {
  if (!storeDomain) return null;
  let host: string;
  try {
    host = new URL(storeDomain.includes("://") ? storeDomain : `https://${storeDomain}`).hostname.toLowerCase();
  } catch {
    return null;
  }
  const match = /^([a-z0-9][a-z0-9-]*)\.myshopify\.com$/.exec(host);
  return match?.[1] ?? null;
}

/** The numeric part of `gid://shopify/Product/8001000000001`, or null for anything else. */
export function numericProductId(productGid: string): string | null {
  return /^gid:\/\/shopify\/Product\/(\d+)$/.exec(productGid)?.[1] ?? null;
}

export function shopifyProductAdminUrl(storeHandle: string | null, productGid: string): string | null {
  const id = numericProductId(productGid);
  return storeHandle && id ? `https://admin.shopify.com/store/${storeHandle}/products/${id}` : null;
}
