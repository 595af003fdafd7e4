import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { Product } from "@/content/schema";
import { productMessages } from "@/content/messages/product";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** One panel open at a time, the description first; the panels' text is rendered on the server. */
export function ProductDetails({ product }: { product: Product }) {
  const locale = getRequestLocale();
  const labels = productMessages[locale].details;
  return (
    <Accordion className="bg-card rounded-xl border px-5">
      <AccordionItem name="product-details" open>
        <AccordionTrigger className="text-base">{labels.description}</AccordionTrigger>
        <AccordionContent className="text-muted-foreground flex flex-col gap-3">
          <p>{product.description}</p>
          <p>{product.extendedDescription}</p>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem name="product-details">
        <AccordionTrigger className="text-base">{labels.benefits}</AccordionTrigger>
        <AccordionContent>
          <dl className="grid gap-3">
            {product.detailedBenefits.map((benefit) => (
              <div key={benefit.title}>
                <dt className="font-medium">{benefit.title}</dt>
                <dd className="text-muted-foreground">{benefit.description}</dd>
              </div>
            ))}
          </dl>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem name="product-details">
        <AccordionTrigger className="text-base">{labels.ingredients}</AccordionTrigger>
        <AccordionContent className="flex flex-col gap-3">
          <h3 className="font-sans font-medium">{labels.keyIngredients}</h3>
          <ul className="flex flex-wrap gap-2">
            {product.keyIngredients.map((ingredient) => (
              <li key={ingredient} className="bg-secondary text-secondary-foreground rounded-full px-3 py-1">
                {ingredient}
              </li>
            ))}
          </ul>
          <h3 className="font-sans font-medium">{labels.fullIngredients}</h3>
          <p className="text-muted-foreground">{product.ingredients}</p>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem name="product-details">
        <AccordionTrigger className="text-base">{labels.usage}</AccordionTrigger>
        <AccordionContent>
          <ol className="text-muted-foreground list-decimal space-y-1.5 ps-5">
            {product.usage.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem name="product-details">
        <AccordionTrigger className="text-base">{labels.faq}</AccordionTrigger>
        <AccordionContent>
          <dl className="grid gap-3">
            {product.faq.map((entry) => (
              <div key={entry.question}>
                <dt className="font-medium">{entry.question}</dt>
                <dd className="text-muted-foreground">{entry.answer}</dd>
              </div>
            ))}
          </dl>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
