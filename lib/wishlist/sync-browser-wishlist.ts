import { mergeWishlistAction } from "@/lib/actions/wishlist";
import type { Locale } from "@/lib/i18n/locales";
import { keepOnlyInBrowserWishlist, readBrowserWishlist } from "./browser-wishlist";

/** Whose list the heart shows: the account's once signed in, else this browser's. */
export type WishlistSync = { signedIn: boolean; slugs: string[]; merged: number };

/**
 * Hands this browser's list to the account and answers the account's list. A guest (refused with sign_in_required),
 * a throttled or failed call, or no network all answer "not signed in" with the browser's list, which it keeps.
 * The browser is read again after the answer: a tap made while the call was out must not be lost.
 */
async function mergeBrowserWishlist(locale: Locale): Promise<WishlistSync> {
  const sent = readBrowserWishlist();
  const result = await mergeWishlistAction({ slugs: sent, locale }).catch(() => null);
  if (!result?.ok) return { signedIn: false, slugs: readBrowserWishlist(), merged: 0 };
  // What the account took leaves the browser; anything tapped meanwhile stays for the next merge.
  const tappedMeanwhile = keepOnlyInBrowserWishlist((slug) => !sent.includes(slug));
  return { signedIn: true, slugs: [...new Set([...(result.data ?? []), ...tappedMeanwhile])], merged: sent.length };
}

let inFlight: { locale: Locale; answer: Promise<WishlistSync> } | undefined;

/**
 * One merge for all the hearts a page renders together (a grid of cards mounts them in one commit): while a merge is
 * out, the others wait for its answer; the next page, or a language switch, asks again.
 */
export function syncBrowserWishlist(locale: Locale): Promise<WishlistSync> {
  if (inFlight?.locale === locale) return inFlight.answer;
  const answer = mergeBrowserWishlist(locale).finally(() => {
    if (inFlight?.answer === answer) inFlight = undefined;
  });
  inFlight = { locale, answer };
  return answer;
}
