"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";

import { FLASH_COOKIE, flashMessages, isFlashKey } from "@/lib/auth/flash";

/** Toasts the message a server action left for the page it redirected to (sign-in, sign-out), once. */
export function FlashToast() {
  const pathname = usePathname();
  useEffect(() => {
    const key = document.cookie
      .split("; ")
      .find((entry) => entry.startsWith(`${FLASH_COOKIE}=`))
      ?.slice(FLASH_COOKIE.length + 1);
    if (!key) return;
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    if (!isFlashKey(key)) return;
    const { kind, text } = flashMessages[key];
    if (kind === "success") toast.success(text);
  }, [pathname]);
  return null;
}
