import { accountMessages } from "@/content/messages/account";
import { accountConfirmMessages } from "@/content/messages/account-confirm";
import { accountDataRights } from "@/content/messages/account-data-rights";
import type { Locale } from "@/lib/i18n/locales";

export { FLASH_COOKIE } from "./flash-cookie";

/** A message that must survive a redirect (sign-in, sign-out, password change): read once by components/layout/flash-toast. */

/** The cookie holds only the key; the toast is worded in the language of the page it lands on. */
export function flashMessagesIn(locale: Locale) {
  const { toasts, flash } = accountMessages[locale];
  return {
    "signed-in": { kind: "success", text: toasts.signedIn },
    "signed-out": { kind: "success", text: toasts.signedOut },
    "signed-out-others": { kind: "success", text: flash.signedOutOthers },
    "password-changed": { kind: "success", text: flash.passwordChanged },
    "account-deleted": { kind: "success", text: accountDataRights[locale].deleted },
    "account-confirmed": { kind: "success", text: accountConfirmMessages[locale].confirmed },
  } as const;
}

export const flashMessages = flashMessagesIn("en");

export type FlashKey = keyof typeof flashMessages;

export const isFlashKey = (value: string | undefined): value is FlashKey =>
  value !== undefined && Object.hasOwn(flashMessages, value);
