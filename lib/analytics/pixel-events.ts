/** The ad pixel's standard events the shop sends (specification section 7), by the shop's own names. */
export const pixelEventNames = {
  "view-content": "ViewContent",
  "add-to-cart": "AddToCart",
  "initiate-checkout": "InitiateCheckout",
  search: "Search",
} as const;

export type PixelEvent = keyof typeof pixelEventNames;

export type PixelEventData = {
  content_name?: string;
  content_ids?: string[];
  content_type?: "product" | "product_group";
  value?: number;
  num_items?: number;
  search_string?: string;
};

/** Where the image pixel is sent; the consent e2e test routes this host to a local stub. */
export const PIXEL_ENDPOINT = "https://www.facebook.com/tr";

/** The shop sells in AED only: the old product's USD default reported every value in the wrong currency. */
const PIXEL_CURRENCY = "AED";
const DEFAULT_CATEGORY = "Skincare";

/**
 * The pixel's documented no-script form (`/tr?id=…&ev=…&cd[…]=…`): one image request per event, so no third-party
 * script is ever loaded into the shop's pages.
 */
export function pixelEventUrl(pixelId: string, event: PixelEvent, data: PixelEventData): string {
  const url = new URL(PIXEL_ENDPOINT);
  url.searchParams.set("id", pixelId);
  url.searchParams.set("ev", pixelEventNames[event]);
  url.searchParams.set("noscript", "1");
  const custom: Record<string, string | number | undefined> = {
    ...data,
    content_ids: data.content_ids ? JSON.stringify(data.content_ids) : undefined,
    content_category: DEFAULT_CATEGORY,
    currency: PIXEL_CURRENCY,
  };
  for (const [key, value] of Object.entries(custom)) {
    if (value !== undefined) url.searchParams.set(`cd[${key}]`, String(value));
  }
  return url.toString();
}
