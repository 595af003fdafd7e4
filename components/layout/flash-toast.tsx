"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { notify } from "@/components/toast/notify";
import { useLocale } from "@/components/i18n/locale-provider";
import { FLASH_COOKIE } from "@/lib/auth/flash-cookie";

/** Toasts the message a server action left for the page it redirected to (sign-in, sign-out), once. */
export function FlashToast() {
  const pathname = usePathname();
  const locale = useLocale();
  useEffect(() => {
    const key = document.cookie
      .split("; ")
      .find((entry) => entry.startsWith(`${FLASH_COOKIE}=`))
      ?.slice(FLASH_COOKIE.length + 1);
    if (!key) return;
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    // The texts come with the account messages; only a page that has a flash to show loads them.
    void import("@/lib/auth/flash").then(({ flashMessagesIn, isFlashKey }) => {
      if (!isFlashKey(key)) return;
      const { kind, text } = flashMessagesIn(locale)[key];
      if (kind === "success") notify.success(text);
    });
  }, [pathname, locale]);
  return null;
}
