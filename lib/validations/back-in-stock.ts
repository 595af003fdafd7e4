import { z } from "zod";

import { products } from "@/content/products";
import type { Locale } from "@/lib/i18n/locales";
import { newsletterEmailProblem, normalizeNewsletterEmail } from "@/lib/newsletter/email-rules";
import { textField } from "./text-field";

const productSlugs = products.map((product) => product.slug) as [string, ...string[]];

/**
 * A "Notify me" as the server accepts it: the newsletter's address rules (no throw-away inboxes, nothing the mail
 * port would refuse) and a product of the catalogue, named by its slug as the product page's hidden field sends it.
 */
export function backInStockSignupSchemaFor(locale: Locale) {
  return z.object({
    email: textField(locale)
      .default("")
      .transform(normalizeNewsletterEmail)
      .refine((email) => newsletterEmailProblem(email) === null),
    product: z.enum(productSlugs),
  });
}

export type BackInStockSignupInput = z.infer<ReturnType<typeof backInStockSignupSchemaFor>>;
