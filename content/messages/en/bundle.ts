/** Shopper-facing texts of the bundle page. */
export const bundleMessages = {
  breadcrumb: { home: "Home" },
  bundlePrice: "Bundle price:",
  originalPrice: "Original price:",
  savings: (amount: string, percent: number) => `Save ${amount} (${percent}%)`,
  benefits: "Why You'll Love It",
  included: "What's Included",
  includedCount: (count: number) => `${count} full-size products`,
  viewProduct: (name: string) => `View ${name}`,
} as const;
