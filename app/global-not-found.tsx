import type { Metadata } from "next";
import Link from "next/link";

import "./globals.css";
import { HtmlDocument } from "@/components/layout/html-document";
import { notFoundCopy } from "@/content/copy/not-found";

export const metadata: Metadata = { title: notFoundCopy.en.metaTitle };

/**
 * For paths outside every layout (the shop's app/[locale] and the back office's app/admin each have their own root
 * layout), such as an unknown /admin/... page. Unknown shop paths get the shop's not-found in their language instead.
 */
export default function GlobalNotFound() {
  const copy = notFoundCopy.en;
  return (
    <HtmlDocument locale="en">
      <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-primary font-serif text-7xl font-semibold">404</p>
        <h1 className="mt-4 text-3xl font-semibold">{copy.title}</h1>
        <p className="text-muted-foreground mt-3">{copy.text}</p>
        <p className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className="bg-primary text-primary-foreground rounded-md px-4 py-2 text-sm font-medium">
            {copy.home}
          </Link>
          <Link href="/ar" lang="ar" hrefLang="ar" className="rounded-md border px-4 py-2 text-sm font-medium">
            {notFoundCopy.ar.home}
          </Link>
        </p>
      </main>
    </HtmlDocument>
  );
}
