import Image from "next/image";

import { Section } from "@/components/marketing/section";
import { ingredientsCopy } from "@/content/copy/ingredients";
import { starIngredients } from "@/content/ingredients";

export function StarIngredients() {
  return (
    <Section id="star-ingredients" title={ingredientsCopy.star.title} intro={ingredientsCopy.star.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {starIngredients.map((ingredient) => (
          <li key={ingredient.id} className="overflow-hidden rounded-xl border bg-card">
            <div className="relative aspect-[3/2] bg-muted">
              <Image src={ingredient.image} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
            </div>
            <div className="p-5">
              <h3 className="text-xl font-semibold">{ingredient.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{ingredient.origin}</p>
              <p className="mt-3">{ingredient.benefit}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
