"use client";

import { Link2, Share2 } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { brand } from "@/content/brand";
import { checkoutMessages } from "@/content/messages/en/checkout";

const { confirmation, share } = checkoutMessages;

/** Shares the shop, never this page: the confirmation link is the key to the shopper's order. */
function shopUrl(): string {
  return window.location.origin;
}

async function copyShopLink() {
  try {
    await navigator.clipboard.writeText(shopUrl());
    toast.success(share.copied);
  } catch {
    toast.error(share.failed);
  }
}

async function shareShop() {
  if (!navigator.share) return copyShopLink();
  try {
    await navigator.share({ title: brand.name, text: brand.tagline, url: shopUrl() });
    toast.success(share.thanks);
  } catch (error) {
    // Closing the share sheet is a choice, not a failure.
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast.error(share.failed);
  }
}

export function ShareShopButtons() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="button" onClick={shareShop}>
        <Share2 aria-hidden />
        {confirmation.share}
      </Button>
      <Button type="button" variant="outline" onClick={copyShopLink}>
        <Link2 aria-hidden />
        {confirmation.copyLink}
      </Button>
    </div>
  );
}
