"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

import { useLocale } from "@/components/i18n/locale-provider";
import { syncBrowserWishlist } from "@/lib/wishlist/sync-browser-wishlist";

/**
 * On the account's pages, the first a shopper sees after signing in: the hearts they tapped as a guest move into the
 * account, and the page is read again when any did (the wishlist page then lists them).
 */
export function WishlistSync() {
  const locale = useLocale();
  const router = useRouter();
  useEffect(() => {
    let current = true;
    void syncBrowserWishlist(locale).then((sync) => {
      if (current && sync.signedIn && sync.merged > 0) router.refresh();
    });
    return () => {
      current = false;
    };
  }, [locale, router]);
  return null;
}
