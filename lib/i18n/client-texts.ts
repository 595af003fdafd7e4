import { use } from "react";

import type { Locale } from "./locales";

/**
 * A client component's texts in every locale, without shipping every locale to every shopper. English is bundled
 * with the component; Arabic is its own chunk, fetched on Arabic pages only. Server components keep the `byLocale`
 * dictionaries (content/messages/<name>.ts): they cost the browser nothing.
 */
export type ClientTexts<T> = {
  readonly en: Promise<T>;
  readonly importArabic: () => Promise<T>;
  arabic?: Promise<T>;
};

export type TextsOf<C> = C extends ClientTexts<infer T> ? T : never;

type Settled<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** A promise React's `use` reads synchronously: it checks `status` before it would suspend. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

function loadArabic<T>(texts: ClientTexts<T>): Promise<T> {
  texts.arabic ??= texts.importArabic().then((loaded) => {
    Object.assign(texts.arabic as Settled<T>, { status: "fulfilled", value: loaded });
    return loaded;
  });
  return texts.arabic;
}

export function clientTexts<T>(en: T, importArabic: () => Promise<T>): ClientTexts<T> {
  const texts: ClientTexts<T> = { en: fulfilled(en), importArabic };
  // On an Arabic page the chunk starts loading as soon as the component's code runs, before hydration asks for it.
  if (typeof document !== "undefined" && document.documentElement.lang === "ar") void loadArabic(texts);
  return texts;
}

/**
 * The texts in `locale`; on the first Arabic render it suspends until the Arabic chunk is there. `use` is called on
 * every render in both locales: skipping it once the chunk has arrived changed the order React replays a suspended
 * component's hooks in (React error #467 on /ar).
 */
export function useTexts<T>(texts: ClientTexts<T>, locale: Locale): T {
  return use(locale === "en" ? texts.en : loadArabic(texts));
}
