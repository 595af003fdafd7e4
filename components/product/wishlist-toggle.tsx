"use client";

import { useState } from "react";
import { HeartIcon } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { productTexts } from "@/content/messages/client/product";
import { useLocale } from "@/components/i18n/locale-provider";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";

/** Local only: the specification keeps the wishlist unsaved, so the toggle lives and dies with the page. */
export function WishlistToggle() {
  const locale = useLocale();
  const productMessages = useTexts(productTexts, locale);
  const [saved, setSaved] = useState(false);
  const messages = productMessages.wishlist;

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-11"
      aria-label={messages.add}
      aria-pressed={saved}
      onClick={() => {
        const next = !saved;
        setSaved(next);
        notify.success(next ? messages.added : messages.removed);
      }}
    >
      <HeartIcon aria-hidden className={cn("size-5", saved && "fill-destructive text-destructive")} />
    </Button>
  );
}
