import { backInStockMessages } from "@/content/messages/back-in-stock";
import { productBySlug } from "@/lib/back-in-stock/products";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

const problems = ["invalid", "throttled", "unexpected"] as const;
type Problem = (typeof problems)[number];
const problemOf = (value: string | undefined): Problem | null => problems.find((problem) => problem === value) ?? null;

/** The answer to the "Notify me" form: check your inbox, or why nothing was stored, with the way back. */
export function BackInStockSentPanel({
  locale,
  productSlug,
  problem,
}: {
  locale: Locale;
  productSlug?: string;
  problem?: string;
}) {
  const m = backInStockMessages[locale];
  const product = productSlug ? productBySlug(productSlug) : undefined;
  const back = localizedPath(locale, product ? `/products/${product.slug}` : "/collection");
  const refused = problemOf(problem);
  return (
    <section aria-labelledby="notify-me-sent-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="notify-me-sent-title" className="text-primary font-serif text-3xl font-semibold">
        {refused ? m.problems.tryAgain : m.sent.title}
      </h1>
      <p role={refused ? "alert" : undefined} className="text-muted-foreground mt-4 text-base">
        {refused ? m.problems[refused] : m.sent.body}
      </p>
      <a href={back} className="mt-8 inline-block text-sm underline">
        {m.sent.backToProduct}
      </a>
    </section>
  );
}
