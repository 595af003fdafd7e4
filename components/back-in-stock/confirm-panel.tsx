import { Button } from "@/components/ui/button";
import { plainFormAction } from "@/components/forms/plain-form-action";
import { backInStockMessages } from "@/content/messages/back-in-stock";
import { confirmBackInStockAction } from "@/lib/actions/confirm-back-in-stock";
import type { BackInStockConfirmState } from "@/lib/back-in-stock/confirm-page-state";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** The address as the shopper typed it, kept left to right inside an Arabic sentence. */
const isolated = (email: string) => `\u2068${email}\u2069`;

/** The confirmation page's one panel; the button is a plain form, so it works before any JavaScript loads. */
export function BackInStockConfirmPanel({ locale, state }: { locale: Locale; state: BackInStockConfirmState }) {
  const m = backInStockMessages[locale].confirm;
  const { title, body } =
    state.view === "invalid"
      ? m.invalid
      : { title: m[state.view].title, body: m[state.view].body(isolated(state.email), state.product) };
  return (
    <section aria-labelledby="notify-me-confirm-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="notify-me-confirm-title" className="text-primary font-serif text-3xl font-semibold">
        {title}
      </h1>
      <p className="text-muted-foreground mt-4 text-base break-words">{body}</p>
      {state.view === "ask" ? (
        <form action={plainFormAction(confirmBackInStockAction)} className="mt-8 grid justify-center gap-3">
          {state.throttled ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {m.throttled}
            </p>
          ) : null}
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="r" value={state.r} />
          <input type="hidden" name="t" value={state.t} />
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {m.ask.button}
          </Button>
        </form>
      ) : (
        <a
          href={localizedPath(locale, state.view === "invalid" ? "/collection" : `/products/${state.slug}`)}
          className="mt-8 inline-block text-sm underline"
        >
          {m.backToProduct}
        </a>
      )}
    </section>
  );
}
