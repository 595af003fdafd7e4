import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

/**
 * A sign-up for an address whose account was never confirmed starts that account over: anyone can type any address,
 * so the earlier sign-up (its password, name, sessions, two-factor set-up) may be a stranger's. The row goes (its
 * sessions, credential and two-factor rows go with it, on delete cascade) and Better Auth then creates the account
 * afresh under a new id. Every confirmation link carries the id it was made for and Better Auth refuses one whose
 * id is not the address's account any more, so the earlier links die with the row. A confirmed account is never
 * touched. Runs (as a no-op) for unknown addresses too, so both take the same work.
 */
export async function discardUnconfirmedAccount(db: Db, email: string): Promise<void> {
  await db.delete(users).where(and(eq(users.email, sql`lower(${email})`), eq(users.emailVerified, false)));
}
