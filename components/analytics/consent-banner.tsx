"use client";

import { useConsent } from "@/components/analytics/use-consent";
import { Button } from "@/components/ui/button";
import { consentTexts } from "@/content/messages/client/consent";
import { saveConsent } from "@/lib/analytics/consent-store";
import { useLocale } from "@/components/i18n/locale-provider";
import { configuredPixelId } from "@/lib/analytics/track";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * Asks once, and only when there is something to consent to (a pixel id is configured). Fixed to the bottom of the
 * viewport so it never moves the page; both answers are equally easy and both are remembered.
 * Rendered on the server for everyone and shown by CSS only where the consent script found no answer
 * (lib/analytics/consent-pending-script.ts), so it paints with the page; once hydrated, a stored answer removes it.
 */
export function ConsentBanner() {
  const locale = useLocale();
  const consentMessages = useTexts(consentTexts, locale);
  const decision = useConsent();
  if (decision || !configuredPixelId()) return null;

  return (
    <section
      aria-labelledby="consent-title"
      aria-describedby="consent-body"
      data-consent-banner=""
      className="bg-background fixed inset-x-0 bottom-0 z-50 border-t p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <div className="flex-1">
          <h2 id="consent-title" className="font-sans text-base font-semibold">
            {consentMessages.title}
          </h2>
          <p id="consent-body" className="text-muted-foreground text-sm">
            {consentMessages.body}
          </p>
        </div>
        <div className="flex gap-3">
          <Button type="button" className="flex-1 md:flex-none" onClick={() => saveConsent("declined")}>
            {consentMessages.decline}
          </Button>
          <Button type="button" className="flex-1 md:flex-none" onClick={() => saveConsent("accepted")}>
            {consentMessages.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
