import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { notFoundCopy } from "@/content/copy/not-found";

export const metadata: Metadata = { title: notFoundCopy.metaTitle };

// Prerendered, so unknown paths get this HTML with status 404 even without JavaScript; server.mjs logs the path.
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{notFoundCopy.title}</h1>
      <p className="mt-3 text-muted-foreground">{notFoundCopy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{notFoundCopy.home}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/collection">{notFoundCopy.shop}</Link>
        </Button>
      </div>
    </div>
  );
}
