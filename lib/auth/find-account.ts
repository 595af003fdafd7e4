import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** The e-mail of the account that uses this (normalised) phone number for signing in, or null. */
export async function emailForPhoneNumber(db: Db, phone: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return row?.email ?? null;
}

/** Whether an account uses this e-mail address (compared as Better Auth stores it, in lower case). */
export async function accountExistsFor(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, sql`lower(${email})`))
    .limit(1);
  return Boolean(row);
}
