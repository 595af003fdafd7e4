"use client";

import { Suspense } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { Languages } from "lucide-react";

import { useLocale } from "@/components/i18n/locale-provider";
import { languageSwitchTexts } from "@/content/messages/client/language-switch";
import { otherLocale, pathInLocale } from "@/lib/i18n/switch-locale";
import { useTexts } from "@/lib/i18n/client-texts";

const linkClass =
  "inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

function SwitchLink({ search }: { search: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const text = useTexts(languageSwitchTexts, locale);
  const target = otherLocale(locale);
  return (
    <a
      href={pathInLocale(pathname, target, search)}
      hrefLang={target}
      lang={target}
      className={linkClass}
      title={text.description}
      // A full page load on purpose: the other locale has its own root layout (lang, dir, typeface).
      data-language-switch=""
    >
      <Languages aria-hidden className="size-4" />
      {/* Phones show the icon only (the header is full there); the name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">{text.label}</span>
    </a>
  );
}

function SwitchLinkWithQuery() {
  const search = useSearchParams().toString();
  return <SwitchLink search={search} />;
}

/**
 * A plain link to this page in the other language, so it works before (and without) JavaScript. On prerendered pages
 * the server cannot know the query string, so the HTML links to the page without it and the browser adds it (order
 * tracking, sign-in's `next`) once the script runs; per-request pages have it in the HTML already.
 */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink search="" />}>
      <SwitchLinkWithQuery />
    </Suspense>
  );
}
