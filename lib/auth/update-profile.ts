import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { isAcceptableName, NAME_PART_MAX_LENGTH } from "@/lib/validations/person-name";

export type ProfileChanges = { firstName: string; lastName: string; phone: string | null };

const isUniqueViolation = (error: unknown) => {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
};

/**
 * Saves the shopper's names (and the display name made of them) and sign-in phone number. A name the forms refuse
 * is refused here too: it would end up in every account e-mail's header.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
): Promise<"saved" | "phone_taken" | "name_invalid"> {
  if (
    !isAcceptableName(changes.firstName, NAME_PART_MAX_LENGTH) ||
    !isAcceptableName(changes.lastName, NAME_PART_MAX_LENGTH)
  )
    return "name_invalid";
  try {
    await db
      .update(users)
      .set({
        firstName: changes.firstName,
        lastName: changes.lastName,
        name: `${changes.firstName} ${changes.lastName}`,
        phoneNumber: changes.phone,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return "saved";
  } catch (error) {
    if (isUniqueViolation(error)) return "phone_taken";
    throw error;
  }
}
