import { Button } from "@/components/ui/button";
import { confirmMessages } from "@/content/messages/newsletter-confirm";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { ConfirmPageState } from "@/lib/newsletter/confirm-page-state";

/** The address as the shopper typed it, kept left to right inside an Arabic sentence. */
const isolated = (email: string) => `\u2068${email}\u2069`;

function texts(locale: Locale, state: ConfirmPageState): { title: string; body: string } {
  const m = confirmMessages[locale];
  switch (state.view) {
    case "invalid":
      return m.invalid;
    case "gone":
      return m.gone;
    default:
      return { title: m[state.view].title, body: m[state.view].body(isolated(state.email)) };
  }
}

/**
 * The confirmation page's one panel. The button is a plain form POST (no JavaScript needed; a GET never confirms,
 * since mail scanners open links); the route sends the browser back here with the outcome.
 */
export function ConfirmPanel({ locale, state }: { locale: Locale; state: ConfirmPageState }) {
  const m = confirmMessages[locale];
  const { title, body } = texts(locale, state);
  return (
    <section aria-labelledby="confirm-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="confirm-title" className="text-primary font-serif text-3xl font-semibold">
        {title}
      </h1>
      <p className="text-muted-foreground mt-4 text-base break-words">{body}</p>
      {state.view === "confirm" || state.view === "rejoin" ? (
        <form method="post" action={state.formAction} className="mt-8 grid justify-center gap-3">
          {state.problem ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {m.problems[state.problem]}
            </p>
          ) : null}
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {m[state.view].button}
          </Button>
        </form>
      ) : (
        <a href={localizedPath(locale, "/")} className="mt-8 inline-block text-sm underline">
          {m.backToShop}
        </a>
      )}
    </section>
  );
}
