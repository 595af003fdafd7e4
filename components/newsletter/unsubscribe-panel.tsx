import { Button } from "@/components/ui/button";
import { unsubscribeMessages } from "@/content/messages/newsletter-unsubscribe";
import { formatShopDate } from "@/lib/i18n/format";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { confirmPagePath } from "@/lib/newsletter/confirm-links";
import type { UnsubscribePageState } from "@/lib/newsletter/unsubscribe-page-state";

/** The address as the shopper typed it, kept left to right inside an Arabic sentence. */
const isolated = (email: string) => `\u2068${email}\u2069`;

function texts(locale: Locale, state: UnsubscribePageState): { title: string; body: string } {
  const m = unsubscribeMessages[locale];
  switch (state.view) {
    case "invalid":
      return m.invalid;
    case "gone":
      return m.gone;
    case "confirm":
      return { title: m.confirm.title, body: m.confirm.body(isolated(state.email)) };
    case "done":
      return { title: m.done.title, body: m.done.body(isolated(state.email)) };
    case "already":
      return {
        title: m.already.title,
        body: m.already.body(isolated(state.email), formatShopDate(state.unsubscribedAt, { locale, style: "medium" })),
      };
  }
}

/**
 * The unsubscribe page's one panel. The confirm button is a plain form POST to the one-click address (no JavaScript
 * needed); the route sends the browser back here with the outcome.
 */
export function UnsubscribePanel({ locale, state }: { locale: Locale; state: UnsubscribePageState }) {
  const m = unsubscribeMessages[locale];
  const { title, body } = texts(locale, state);
  return (
    <section aria-labelledby="unsubscribe-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="unsubscribe-title" className="text-primary font-serif text-3xl font-semibold">
        {title}
      </h1>
      <p className="text-muted-foreground mt-4 text-base break-words">{body}</p>
      {state.view === "confirm" ? (
        <form method="post" action={state.formAction} className="mt-8">
          <input type="hidden" name="from" value="page" />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {m.confirm.button}
          </Button>
        </form>
      ) : (
        <div className="mt-8 grid justify-center gap-3 text-sm">
          {"rejoin" in state ? (
            <p>
              {m.rejoin.question}{" "}
              <a href={confirmPagePath(locale, state.rejoin)} className="underline">
                {m.rejoin.link}
              </a>
            </p>
          ) : null}
          <a href={localizedPath(locale, "/")} className="underline">
            {m.backToShop}
          </a>
        </div>
      )}
    </section>
  );
}
