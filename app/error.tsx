"use client";

import Link from "next/link";
import { useEffect } from "react";

import { Button } from "@/components/ui/button";
import { errorMessages } from "@/content/messages/en/errors";

/** Unexpected failures end here with a friendly message; the details stay in the server log (digest only). */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("Page error", error.digest ?? "");
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="font-serif text-3xl font-semibold">{errorMessages.title}</h1>
      <p className="text-muted-foreground">{errorMessages.description}</p>
      <div className="flex gap-3">
        <Button onClick={reset}>{errorMessages.retry}</Button>
        <Button asChild variant="outline">
          <Link href="/">{errorMessages.home}</Link>
        </Button>
      </div>
    </section>
  );
}
