"use client";

import { forgetConsent } from "@/lib/analytics/consent-store";
import { configuredPixelId } from "@/lib/analytics/track";

/**
 * The footer's "Cookie settings": the cookie choice can be changed at any time (UAE PDPL Art. 6). With JavaScript
 * and an ad pixel configured it reopens the banner; before JavaScript loads (or with nothing to consent to) it is a
 * plain link to the privacy policy, which explains the cookies.
 */
export function CookieSettingsLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!configuredPixelId()) return;
        event.preventDefault();
        forgetConsent();
      }}
    >
      {label}
    </a>
  );
}
