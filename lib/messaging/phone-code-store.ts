import "server-only";

import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { phoneCodes } from "@/lib/db/schema";
import { PHONE_CODE_LIFETIME_MS } from "./types";

export type PhoneCodeStore = {
  /** A fresh 6-digit code for the order, replacing any earlier one; only its hash is kept. */
  issue(reference: string, phone: string): Promise<string>;
  check(reference: string, phone: string, code: string): Promise<"ok" | "wrong_code" | "expired">;
};

/**
 * Codes the shop generates itself. The hash is keyed (a key derived from the auth secret), so a copy of the table
 * cannot be brute-forced offline in a million tries, and it binds the order and the phone.
 */
export function createPhoneCodeStore(options: {
  getDb: () => Promise<Db>;
  secret: () => Promise<string>;
  now?: () => Date;
}): PhoneCodeStore {
  const now = options.now ?? (() => new Date());
  const hashOf = async (reference: string, phone: string, code: string) => {
    const key = createHmac("sha256", await options.secret())
      .update("phone-codes")
      .digest();
    return createHmac("sha256", key).update(`${reference}\n${phone}\n${code}`).digest("hex");
  };

  return {
    async issue(reference, phone) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const codeHash = await hashOf(reference, phone, code);
      const sentAt = now();
      const db = await options.getDb();
      await db
        .insert(phoneCodes)
        .values({ reference, codeHash, sentAt })
        .onConflictDoUpdate({ target: phoneCodes.reference, set: { codeHash, sentAt } });
      // Codes nobody entered are of no use after their lifetime; the table stays a few rows long.
      await db
        .delete(phoneCodes)
        .where(lt(phoneCodes.sentAt, new Date(sentAt.getTime() - PHONE_CODE_LIFETIME_MS * 12)));
      return code;
    },
    async check(reference, phone, code) {
      const db = await options.getDb();
      const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.reference, reference));
      if (!row) return "expired";
      if (now().getTime() - row.sentAt.getTime() > PHONE_CODE_LIFETIME_MS) return "expired";
      const expected = Buffer.from(row.codeHash, "hex");
      const given = Buffer.from(await hashOf(reference, phone, code.trim()), "hex");
      if (!timingSafeEqual(expected, given)) return "wrong_code";
      // A code sent to another phone does not match either: the phone is part of the hash. One use: of two checks
      // racing with the right code, only the one that removes the row confirms.
      const used = await db
        .delete(phoneCodes)
        .where(and(eq(phoneCodes.reference, reference), eq(phoneCodes.codeHash, row.codeHash)))
        .returning({ reference: phoneCodes.reference });
      return used.length > 0 ? "ok" : "expired";
    },
  };
}
