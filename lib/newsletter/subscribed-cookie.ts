import "server-only";

import { createHmac } from "node:crypto";
import { cookies } from "next/headers";

import { resolveAuthSecret } from "@/lib/auth/auth-secret";
import { env } from "@/lib/env";

// Same reasoning as the cart cookie: `__Host-` keeps other subdomains and plain-http pages from planting it.
const secureCookie = () => env.NODE_ENV === "production";
const cookieName = () => (secureCookie() ? "__Host-newsletter_subscribed" : "newsletter_subscribed");
const ONE_YEAR_IN_SECONDS = 60 * 60 * 24 * 365;
const MAX_REMEMBERED = 10;
const TAG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * A keyed hash of the mailbox: the cookie never holds an address, and without the server's secret nobody can write
 * the entry for an address they did not sign up from this browser, so the entry is the proof the action relies on.
 */
async function mailboxTag(mailbox: string): Promise<string> {
  return createHmac("sha256", await resolveAuthSecret())
    .update(`newsletter-mailbox:${mailbox}`)
    .digest("base64url")
    .slice(0, 22);
}

async function readTags(): Promise<string[]> {
  const value = (await cookies()).get(cookieName())?.value ?? "";
  return value
    .split(".")
    .filter((tag) => TAG_PATTERN.test(tag))
    .slice(-MAX_REMEMBERED);
}

/** Whether this browser itself signed this mailbox up before: only then may the answer say 'already subscribed'. */
export async function wasSubscribedInThisBrowser(mailbox: string): Promise<boolean> {
  return (await readTags()).includes(await mailboxTag(mailbox));
}

export async function rememberSubscribedInThisBrowser(mailbox: string): Promise<void> {
  const tag = await mailboxTag(mailbox);
  const tags = [...(await readTags()).filter((kept) => kept !== tag), tag].slice(-MAX_REMEMBERED);
  (await cookies()).set(cookieName(), tags.join("."), {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookie(),
    path: "/",
    maxAge: ONE_YEAR_IN_SECONDS,
  });
}
