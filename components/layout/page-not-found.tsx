import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { Button } from "@/components/ui/button";
import { notFoundCopy } from "@/content/copy/not-found";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** The shop's 404 content in the page's language, for the locale's not-found page and its catch-all route. */
export function PageNotFound({ locale }: { locale: Locale }) {
  const copy = notFoundCopy[locale];
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-primary font-serif text-7xl font-semibold">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{copy.title}</h1>
      <p className="text-muted-foreground mt-3">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={localizedPath(locale, "/")}>{copy.home}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={localizedPath(locale, "/collection")}>{copy.shop}</Link>
        </Button>
      </div>
    </div>
  );
}
