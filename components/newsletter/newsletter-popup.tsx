"use client";

import { useState } from "react";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { newsletterPopupTexts } from "@/content/messages/client/newsletter-popup";
import { writePopupFlag } from "@/lib/newsletter/popup-flags";
import { PopupSignupForm } from "./popup-signup-form";
import { useLocale } from "@/components/i18n/locale-provider";
import { PopupSuccessView } from "./popup-success-view";
import { useTexts } from "@/lib/i18n/client-texts";

export type NewsletterPopupProps = {
  /** X, Escape or the backdrop before signing up: shrink to the reopen button. */
  onMinimize(): void;
  /** Closing after a signup (or for an address already subscribed): never show again. */
  onCloseForGood(): void;
  /** Where focus goes once the dialog has gone (Radix's unmount auto-focus event). */
  onCloseAutoFocus?(event: Event): void;
};

/**
 * Loaded on demand by NewsletterPopupWatcher. Radix's dialog traps focus inside, returns it where it was on close,
 * locks the page's scroll and turns Escape and a click on the backdrop into the same close as the X.
 */
export function NewsletterPopup({ onMinimize, onCloseForGood, onCloseAutoFocus }: NewsletterPopupProps) {
  const locale = useLocale();
  const newsletterPopupMessages = useTexts(newsletterPopupTexts, locale);
  // A new signup carries its code; a repeat (perhaps someone else's address) is welcomed the same way without one.
  const [welcome, setWelcome] = useState<{ code: string | null } | null>(null);

  function subscribed(code: string | null) {
    // Set now, not only when the success view is closed: leaving the page must not bring the popup back either.
    writePopupFlag("permanent", true);
    setWelcome({ code });
  }

  function close(open: boolean) {
    if (open) return;
    if (welcome) onCloseForGood();
    else onMinimize();
  }

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent
        closeLabel={newsletterPopupMessages.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className="sm:max-w-md"
      >
        {welcome ? (
          <PopupSuccessView code={welcome.code} />
        ) : (
          <PopupSignupForm onSubscribed={subscribed} onAlreadySubscribed={onCloseForGood} />
        )}
      </DialogContent>
    </Dialog>
  );
}
