import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { Button } from "@/components/ui/button";
import { collectionCopy } from "@/content/copy/collection";
import { getCommerce } from "@/lib/commerce";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** Closing call to action; the saving is the bundle's own figure, never a marketing round-up. */
export async function CollectionCta() {
  const locale = getRequestLocale();
  const { cta } = collectionCopy[locale];
  const [bundle] = (await getCommerce().getCatalogue(locale)).bundles;
  return (
    <section aria-labelledby="collection-cta-heading" className="mx-auto max-w-4xl px-4 py-14 text-center">
      <h2 id="collection-cta-heading" className="text-3xl font-semibold">
        {cta.title}
      </h2>
      <p className="text-muted-foreground mt-3">{cta.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {bundle ? (
          <Button asChild size="lg">
            <Link href={`/bundles/${bundle.slug}`}>{cta.completeSet(Math.round(bundle.savingsPercentage))}</Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">{cta.ask}</Link>
        </Button>
      </div>
    </section>
  );
}
