import { and, desc, eq } from "drizzle-orm";

import { createAuth } from "@/lib/auth/create-auth";
import type { Db } from "@/lib/db";
import { outboxEmails } from "@/lib/db/schema";
import { freshClientAddress } from "@/tests/support/client-address";

export const TEST_SITE_URL = "http://127.0.0.1:3203";

/** Better Auth exactly as the shop configures it, on a test database. */
export function createTestAuth(db: Db) {
  return createAuth({ db, secret: "test-secret-".padEnd(40, "x"), siteUrl: TEST_SITE_URL, secureCookies: false });
}

/** The newest e-mail of `kind` queued for `to`, as the mail port stored it (no SMTP in the data tests). */
export async function latestMail(db: Db, to: string, kind: string) {
  const [row] = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, to), eq(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row ?? null;
}

/** The first link into the site in a message's text. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** Request headers as server.ts hands them to the app: the client address it derived from the socket. */
export function clientHeaders(address = freshClientAddress(), extra: Record<string, string> = {}): Headers {
  return new Headers({ "x-shop-client-address": address, origin: TEST_SITE_URL, ...extra });
}
