"use client";

import { useEffect, useRef } from "react";

import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { newsletterTexts } from "@/content/messages/client/newsletter";
import { newsletterPopupTexts } from "@/content/messages/client/newsletter-popup";
import { useLocale } from "@/components/i18n/locale-provider";
import { CopyCodeButton } from "./copy-code-button";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The popup after a signup: the code the server issued, ready to copy, and how to activate it. A repeat signup has no
 * code to show (the inbox is e-mailed instead), only the same welcome. Closing it closes the popup for good.
 */
export function PopupSuccessView({ code }: { code: string | null }) {
  const locale = useLocale();
  const newsletterMessages = useTexts(newsletterTexts, locale);
  const popup = useTexts(newsletterPopupTexts, locale);
  const { outcome } = newsletterMessages;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) just disappeared: the welcome is where focus and the screen reader go next.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <>
      <DialogHeader>
        <DialogTitle ref={titleRef} tabIndex={-1} className="font-serif text-2xl outline-none">
          {outcome.success.title}
        </DialogTitle>
        <DialogDescription>{outcome.success.description}</DialogDescription>
      </DialogHeader>
      {code ? (
        <>
          <div className="border-primary/50 bg-primary/5 grid gap-3 rounded-lg border border-dashed p-4 text-center">
            <p id="welcome-code-label" className="text-muted-foreground text-sm">
              {popup.codeLabel}
            </p>
            <p
              aria-labelledby="welcome-code-label"
              className="font-mono text-2xl font-bold tracking-widest select-all"
              data-testid="welcome-code"
            >
              {code}
            </p>
            <CopyCodeButton code={code} />
          </div>
          <p className="text-muted-foreground text-sm">{popup.codeHint}</p>
        </>
      ) : null}
    </>
  );
}
