"use client";

import { useEffect, useRef, useState } from "react";
import { HeartIcon } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { productTexts } from "@/content/messages/client/product";
import { useLocale } from "@/components/i18n/locale-provider";
import { addToWishlistAction, removeFromWishlistAction } from "@/lib/actions/wishlist";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";
import { setInBrowserWishlist } from "@/lib/wishlist/browser-wishlist";
import { syncBrowserWishlist } from "@/lib/wishlist/sync-browser-wishlist";

/**
 * The heart of a product page, and of each product card (`productName` then names the product in its label, since a
 * grid holds several). The page is prerendered for everyone, so whose list it shows is learnt in the browser:
 * the merge answers with the account's list when the shopper is signed in (and moves the browser's list into it), or
 * refuses a guest, whose list and taps stay in localStorage.
 */
export function WishlistToggle({
  slug,
  productName,
  className,
}: {
  slug: string;
  productName?: string;
  className?: string;
}) {
  const locale = useLocale();
  const messages = useTexts(productTexts, locale).wishlist;
  const [saved, setSaved] = useState(false);
  const signedIn = useRef(false);

  useEffect(() => {
    let current = true;
    void syncBrowserWishlist(locale).then((sync) => {
      if (!current) return;
      signedIn.current = sync.signedIn;
      setSaved(sync.slugs.includes(slug));
    });
    return () => {
      current = false;
    };
  }, [slug, locale]);

  async function saveToAccount(next: boolean) {
    const result = await (next ? addToWishlistAction : removeFromWishlistAction)({ slug, locale });
    if (result.ok) return setSaved((result.data ?? []).includes(slug));
    // Signed out meanwhile (elsewhere, or the session ended): the browser keeps the tap until the next sign-in.
    if (result.code === "sign_in_required") {
      signedIn.current = false;
      return setInBrowserWishlist(slug, next);
    }
    setSaved(!next);
    notify.error(result.message);
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className={cn("size-11", className)}
      aria-label={productName ? messages.addNamed(productName) : messages.add}
      aria-pressed={saved}
      onClick={() => {
        const next = !saved;
        setSaved(next);
        notify.success(next ? messages.added : messages.removed);
        if (signedIn.current) void saveToAccount(next);
        else setInBrowserWishlist(slug, next);
      }}
    >
      <HeartIcon aria-hidden className={cn("size-5", saved && "fill-destructive text-destructive")} />
    </Button>
  );
}
