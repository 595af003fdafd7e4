"use client";

import { Link2, Share2 } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { brand } from "@/content/brand";
import { useLocale } from "@/components/i18n/locale-provider";
import { checkoutTexts } from "@/content/messages/client/checkout";
import { type TextsOf, useTexts } from "@/lib/i18n/client-texts";

/** Shares the shop, never this page: the confirmation link is the key to the shopper's order. */
function shopUrl(): string {
  return window.location.origin;
}

type ShareMessages = TextsOf<typeof checkoutTexts>["share"];

async function copyShopLink(share: ShareMessages) {
  try {
    await navigator.clipboard.writeText(shopUrl());
    notify.success(share.copied);
  } catch {
    notify.error(share.failed);
  }
}

async function shareShop(share: ShareMessages) {
  if (!navigator.share) return copyShopLink(share);
  try {
    await navigator.share({ title: brand.name, text: brand.tagline, url: shopUrl() });
    notify.success(share.thanks);
  } catch (error) {
    // Closing the share sheet is a choice, not a failure.
    if (error instanceof DOMException && error.name === "AbortError") return;
    notify.error(share.failed);
  }
}

export function ShareShopButtons() {
  const locale = useLocale();
  const checkoutMessages = useTexts(checkoutTexts, locale);
  const { confirmation, share } = checkoutMessages;
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="button" onClick={() => void shareShop(share)}>
        <Share2 aria-hidden />
        {confirmation.share}
      </Button>
      <Button type="button" variant="outline" onClick={() => void copyShopLink(share)}>
        <Link2 aria-hidden />
        {confirmation.copyLink}
      </Button>
    </div>
  );
}
