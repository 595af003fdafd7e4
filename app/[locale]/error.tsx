"use client";

import Link from "next/link";
import { useEffect } from "react";

import { Button } from "@/components/ui/button";
import { useFailedRequestId } from "@/components/errors/use-failed-request-id";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { errorMessages as errorMessagesByLocale } from "@/content/messages/errors";

/**
 * Unexpected failures end here with a friendly message; the details stay in the server log. A server error's
 * reference is the request id of the answer it came from (read in the browser: a prerendered page cannot know it),
 * else its digest; the server's JSON error line carries both.
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useLocale();
  const errorMessages = errorMessagesByLocale[locale];
  const requestId = useFailedRequestId();
  const reference = error.digest ? (requestId ?? error.digest) : null;
  useEffect(() => {
    console.error("Page error", error.digest ?? "");
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="font-serif text-3xl font-semibold">{errorMessages.title}</h1>
      <p className="text-muted-foreground">{errorMessages.description}</p>
      {reference ? (
        <p className="text-muted-foreground text-sm">
          {errorMessages.reference}{" "}
          <code dir="ltr" className="text-foreground font-mono select-all">
            {reference}
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
