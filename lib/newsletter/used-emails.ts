import { normalizeNewsletterEmail } from "./email-rules";

/** Spec section 3: the hashes of addresses that signed up on this device. Never the address itself. */
export const usedEmailsKey = "newsletter_emails";

async function hashEmail(email: string): Promise<string | null> {
  // crypto.subtle exists only on secure origins (https, localhost); elsewhere the server's own check still holds.
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalizeNewsletterEmail(email)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function readHashes(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(usedEmailsKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

export async function wasUsedOnThisDevice(email: string): Promise<boolean> {
  const hash = await hashEmail(email);
  return hash !== null && readHashes().includes(hash);
}

export async function rememberUsedOnThisDevice(email: string): Promise<void> {
  const hash = await hashEmail(email);
  if (!hash) return;
  try {
    window.localStorage.setItem(usedEmailsKey, JSON.stringify([...new Set([...readHashes(), hash])]));
  } catch {
    // Blocked storage: nothing to remember with; the server still refuses a second code.
  }
}
