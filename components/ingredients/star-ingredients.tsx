import { StaticImage } from "@/components/media/static-image";

import { Section } from "@/components/marketing/section";
import { ingredientsCopy } from "@/content/copy/ingredients";
import { starIngredientsIn } from "@/content/localized";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function StarIngredients() {
  const locale = getRequestLocale();
  return (
    <Section
      id="star-ingredients"
      title={ingredientsCopy[locale].star.title}
      intro={ingredientsCopy[locale].star.intro}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {starIngredientsIn(locale).map((ingredient) => (
          <li key={ingredient.id} className="bg-card overflow-hidden rounded-xl border">
            <div className="bg-muted relative aspect-[3/2]">
              <StaticImage
                src={ingredient.image}
                alt=""
                fill
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="object-cover"
              />
            </div>
            <div className="p-5">
              <h3 className="text-xl font-semibold">{ingredient.name}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{ingredient.origin}</p>
              <p className="mt-3">{ingredient.benefit}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
