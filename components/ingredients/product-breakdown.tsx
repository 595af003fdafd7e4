import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { Sparkles } from "lucide-react";

import { Section } from "@/components/marketing/section";
import { Badge } from "@/components/ui/badge";
import { ingredientsCopy } from "@/content/copy/ingredients";
import { ingredientBreakdownsIn, productsIn } from "@/content/localized";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ProductBreakdown() {
  const locale = getRequestLocale();
  const { breakdown: copy } = ingredientsCopy[locale];
  return (
    <Section id="by-product" title={copy.title} intro={copy.intro} className="max-w-5xl">
      <div className="space-y-8">
        {productsIn(locale).map((product) => {
          const breakdown = ingredientBreakdownsIn(locale).find((candidate) => candidate.slug === product.slug);
          if (!breakdown) return null;
          return (
            <article
              key={product.id}
              aria-labelledby={`${product.slug}-ingredients`}
              className="bg-card rounded-xl border p-6"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={`${product.slug}-ingredients`} className="text-2xl font-semibold">
                  {product.name}
                </h3>
                <Link href={`/products/${product.slug}`} className="text-primary text-sm underline underline-offset-4">
                  {copy.viewProduct(product.name)}
                </Link>
              </div>
              <ul className="mt-4 divide-y">
                {breakdown.ingredients.map((ingredient) => (
                  <li key={ingredient.name} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <span className="flex items-center gap-2 font-medium">
                      {ingredient.isKey ? <Sparkles aria-hidden className="text-primary size-4" /> : null}
                      {ingredient.name}
                      {ingredient.isKey ? <Badge variant="secondary">{copy.keyLabel}</Badge> : null}
                    </span>
                    <span className="text-muted-foreground text-sm">{ingredient.purpose}</span>
                  </li>
                ))}
              </ul>
              <details className="mt-4 text-sm">
                <summary className="cursor-pointer font-medium">{copy.fullList}</summary>
                <p className="text-muted-foreground mt-2">{product.ingredients}</p>
              </details>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
