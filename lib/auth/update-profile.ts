import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

export type ProfileChanges = { firstName: string; lastName: string; phone: string | null };

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
};

/** Saves the shopper's names (and the display name made of them) and sign-in phone number. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<"saved" | "phone_taken"> {
  try {
    await db
      .update(users)
      .set({ firstName: changes.firstName, lastName: changes.lastName, name: `${changes.firstName} ${changes.lastName}`, phoneNumber: changes.phone, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return "saved";
  } catch (error) {
    if (isUniqueViolation(error)) return "phone_taken";
    throw error;
  }
}
