import { use } from "react";

import type { Locale } from "./locales";

/**
 * A client component's texts in every locale, without shipping every locale to every shopper: English is bundled
 * with the component; Arabic is its own chunk, fetched on Arabic pages only. Plain data (content/messages/client/),
 * so content/ needs nothing from lib/ at run time. Server components keep the `byLocale` dictionaries
 * (content/messages/<name>.ts): they cost the browser nothing.
 */
export type ClientTexts<T> = {
  readonly en: T;
  readonly importArabic: () => Promise<T>;
};

export type TextsOf<C> = C extends ClientTexts<infer T> ? T : never;

type Settled<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** Per texts object, the promise `use` reads: the same one on every render, so React can tell it has settled. */
const englishPromises = new WeakMap<ClientTexts<unknown>, Promise<unknown>>();
const arabicPromises = new WeakMap<ClientTexts<unknown>, Promise<unknown>>();

/** A promise React's `use` reads synchronously: it checks `status` before it would suspend. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

function english<T>(texts: ClientTexts<T>): Promise<T> {
  let promise = englishPromises.get(texts) as Promise<T> | undefined;
  if (!promise) englishPromises.set(texts, (promise = fulfilled(texts.en)));
  return promise;
}

function arabic<T>(texts: ClientTexts<T>): Promise<T> {
  let promise = arabicPromises.get(texts) as Settled<T> | undefined;
  if (!promise) {
    const loading: Settled<T> = texts.importArabic().then((loaded) => {
      Object.assign(loading, { status: "fulfilled", value: loaded });
      return loaded;
    });
    arabicPromises.set(texts, (promise = loading));
  }
  return promise;
}

/**
 * The texts in `locale`; on the first Arabic render it suspends until the Arabic chunk is there. `use` is called on
 * every render in both locales: skipping it once the chunk has arrived changed the order React replays a suspended
 * component's hooks in (React error #467 on /ar).
 */
export function useTexts<T>(texts: ClientTexts<T>, locale: Locale): T {
  return use(locale === "en" ? english(texts) : arabic(texts));
}
