import { WISHLIST_MERGE_CAP } from "./merge-cap";

/** A guest's wishlist lives in this browser only, until they sign in and it moves to the account. */
const STORAGE_KEY = "wishlist";

/** The browser's list; anything unreadable (private mode, a hand-edited value) reads as an empty list. */
export function readBrowserWishlist(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    if (!Array.isArray(stored)) return [];
    return stored.filter((slug): slug is string => typeof slug === "string").slice(0, WISHLIST_MERGE_CAP);
  } catch {
    return [];
  }
}

function writeBrowserWishlist(slugs: readonly string[]): void {
  try {
    if (slugs.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(slugs.slice(0, WISHLIST_MERGE_CAP)));
  } catch {
    // Storage refused (full, or blocked): the heart still answers, the list just does not outlive the page.
  }
}

export function setInBrowserWishlist(slug: string, saved: boolean): void {
  const others = readBrowserWishlist().filter((item) => item !== slug);
  writeBrowserWishlist(saved ? [...others, slug] : others);
}

/** After the account has taken the browser's list, this browser keeps only what it did not take; answers that. */
export function keepOnlyInBrowserWishlist(keep: (slug: string) => boolean): string[] {
  const kept = readBrowserWishlist().filter(keep);
  writeBrowserWishlist(kept);
  return kept;
}
