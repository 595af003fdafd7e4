"use client";

import { Share2Icon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { productMessages } from "@/content/messages/en/product";

/** The shopper closing the share sheet is not an error. */
function isCancelledShare(error: unknown) {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Native share sheet where the browser has one; otherwise the page link goes to the clipboard. */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const messages = productMessages.share;

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        if (!isCancelledShare(error)) toast.error(messages.failed);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.copied);
    } catch {
      toast.error(messages.failed);
    }
  }

  return (
    <Button type="button" variant="outline" className="h-11" onClick={() => void share()}>
      <Share2Icon aria-hidden />
      {messages.label}
    </Button>
  );
}
