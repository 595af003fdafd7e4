"use client";

import { Share2Icon } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { useLocale } from "@/components/i18n/locale-provider";
import { productTexts } from "@/content/messages/client/product";
import { useTexts } from "@/lib/i18n/client-texts";

/** The shopper closing the share sheet is not an error. */
function isCancelledShare(error: unknown) {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Native share sheet where the browser has one; otherwise the page link goes to the clipboard. */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const locale = useLocale();
  const productMessages = useTexts(productTexts, locale);
  const messages = productMessages.share;

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        if (!isCancelledShare(error)) notify.error(messages.failed);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(messages.copied);
    } catch {
      notify.error(messages.failed);
    }
  }

  return (
    <Button type="button" variant="outline" className="h-11" onClick={() => void share()}>
      <Share2Icon aria-hidden />
      {messages.label}
    </Button>
  );
}
