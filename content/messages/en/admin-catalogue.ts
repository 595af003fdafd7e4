/** Texts of /admin/catalogue and the owner's low-stock e-mail (the back office is English only). */
export const adminCatalogueMessages = {
  meta: { title: "Catalogue" },
  title: "Catalogue",
  intro:
    "Set each item's price, stock and whether the shop lists it. A save shows on the shop's pages at once. The saving shown to shoppers is worked out from the price and the original price. Product descriptions and photos are not edited here yet.",
  products: "Products",
  bundles: "Bundles",
  fields: {
    price: "Price (AED)",
    bundlePrice: "Bundle price (AED)",
    originalPrice: "Original price (AED)",
    originalPriceHint: "Optional. Shown struck through; must be above the price.",
    stock: "Stock on hand",
    stockHint: "Leave empty to not count stock.",
    lowStockThreshold: "Low-stock alert at",
    lowStockHint: "One e-mail when stock falls to this. Empty: no alert.",
    comingSoon: "Coming soon (add button disabled)",
    comingSoonDate: "Available from",
    comingSoonDateHint:
      "Shown in each language as 'Coming Soon - Available 15 March 2027'. Left empty, the page says only 'Coming Soon'.",
    active: "Listed in the shop",
    position: "Listing order",
  },
  status: {
    soldOut: "Sold out",
    uncounted: "Not counted",
    hidden: "Hidden",
    comingSoon: "Coming soon",
    /** Confirmed "Notify me" requests: each gets one e-mail when the product can be ordered again. */
    waiting: (count: number) =>
      count === 1 ? "1 shopper waits for a back-in-stock e-mail" : `${count} shoppers wait for a back-in-stock e-mail`,
    savings: (amount: string, percent: number) => `Saves ${amount} (${percent}%)`,
    bundleStock: (count: number | null) =>
      count === null ? "Stock follows its products (not counted)" : `Stock follows its products: ${count} available`,
  },
  save: (name: string) => `Save ${name}`,
  saved: (name: string) => `${name} saved. The shop's pages show it now.`,
  unchanged: (name: string) => `${name}: nothing changed.`,
  notFound: "This catalogue item no longer exists.",
  readOnly: "The catalogue's figures come from Shopify in this shop; change them there.",
  fieldErrorsSummary: "Please correct the highlighted fields.",
  errors: {
    price: "Enter the price in AED, e.g. 99 or 99.50 (more than 0)",
    originalPrice: "Enter the original price in AED, above the price, or leave it empty",
    stock: "Enter a whole number of units (0 or more), or leave it empty",
    threshold: "Enter a whole number (0 or more), or leave it empty",
    comingSoonDate: "Choose a day from the calendar, or leave it empty",
    position: "Enter a whole number from 0 to 999",
  },
  lowStockMail: {
    subject: (name: string, stock: number) => `Low stock: ${stock} ${name} left`,
    body: (name: string, stock: number, threshold: number, link: string) =>
      `${name} is down to ${stock} (your alert is at ${threshold}). Update the stock in the back office once you restock: ${link}`,
    soldOutSubject: (name: string) => `Sold out: ${name}`,
    soldOutBody: (name: string, link: string) =>
      `${name} is sold out. The shop now shows it as sold out and takes no orders for it (nor for the bundles that contain it). Update the stock in the back office once you restock: ${link}`,
  },
} as const;
