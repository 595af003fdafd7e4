"use client";

import Link from "next/link";
import { useEffect } from "react";

import { Button } from "@/components/ui/button";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { errorMessages as errorMessagesByLocale } from "@/content/messages/errors";

/**
 * Unexpected failures end here with a friendly message; the details stay in the server log. A server error's digest
 * is the reference a shopper can quote: its JSON error line carries the same digest beside the request id. (The
 * request id itself is not on the page: a prerendered page cannot know it.)
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useLocale();
  const errorMessages = errorMessagesByLocale[locale];
  useEffect(() => {
    console.error("Page error", error.digest ?? "");
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="font-serif text-3xl font-semibold">{errorMessages.title}</h1>
      <p className="text-muted-foreground">{errorMessages.description}</p>
      {error.digest ? (
        <p className="text-muted-foreground text-sm">
          {errorMessages.reference}{" "}
          <code dir="ltr" className="text-foreground font-mono select-all">
            {error.digest}
          </code>
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button onClick={reset}>{errorMessages.retry}</Button>
        <Button asChild variant="outline">
          <Link href={localizedPath(locale, "/")}>{errorMessages.home}</Link>
        </Button>
      </div>
    </section>
  );
}
