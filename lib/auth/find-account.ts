import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** The e-mail of the account that uses this (normalised) phone number for signing in, or null. */
export async function emailForPhoneNumber(db: Db, phone: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return row?.email ?? null;
}
