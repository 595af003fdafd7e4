"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { useLocale } from "@/components/i18n/locale-provider";
import { newsletterPopupTexts } from "@/content/messages/client/newsletter-popup";
import { useTexts } from "@/lib/i18n/client-texts";

/** Spec section 9: 'Copied to Clipboard!' shows for 2 seconds. */
const COPIED_FEEDBACK_MS = 2_000;

export function CopyCodeButton({ code }: { code: string }) {
  const locale = useLocale();
  const popup = useTexts(newsletterPopupTexts, locale);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      // navigator.clipboard is missing on insecure origins, and writeText rejects without permission.
      if (!navigator.clipboard) throw new Error("clipboard unavailable");
      await navigator.clipboard.writeText(code);
      setCopied(true);
      notify.success(popup.copiedToast);
    } catch {
      notify.error(popup.copyFailed);
    }
  }

  return (
    <Button type="button" variant="outline" onClick={copy} className="justify-self-center">
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      {copied ? popup.copied : popup.copy}
    </Button>
  );
}
