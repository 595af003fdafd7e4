import { accountMessages } from "@/content/messages/en/account";

/** A message that must survive a redirect (sign-in, sign-out, password change): read once by components/layout/flash-toast. */
export const FLASH_COOKIE = "flash";

export const flashMessages = {
  "signed-in": { kind: "success", text: accountMessages.toasts.signedIn },
  "signed-out": { kind: "success", text: accountMessages.toasts.signedOut },
  "signed-out-others": { kind: "success", text: accountMessages.flash.signedOutOthers },
  "password-changed": { kind: "success", text: accountMessages.flash.passwordChanged },
} as const;

export type FlashKey = keyof typeof flashMessages;

export const isFlashKey = (value: string | undefined): value is FlashKey => value !== undefined && Object.hasOwn(flashMessages, value);
