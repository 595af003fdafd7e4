/**
 * Every page that shows a price, stock or the listing (product, bundle, collection, home, sitemap) reads the figures
 * through getCatalogueFigures under this one tag, so an edit in /admin/catalogue refreshes them all together; with
 * REDIS_URL the tag's revalidation reaches every instance through the shared cache handler (lib/cache).
 */
export const CATALOGUE_TAG = "catalogue";
