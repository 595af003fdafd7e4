import "server-only";

import { and, eq, isNull } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { backInStockRequests } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueMail, flushOutbox } from "@/lib/mail";
import { confirmUrlFor } from "./links";
import { confirmRequestMail } from "./mails";

export type BackInStockSignup = { productId: string; email: string; locale: Locale };

/**
 * Stores a "Notify me" unconfirmed and sends the confirmation e-mail (double opt-in). One open request per address
 * and product: asking again (a double submit, a second visit) re-sends the confirmation at most once a day while it
 * is unconfirmed, and nothing once it is confirmed. The page answers the same in every case, so the form tells
 * nobody whether an address is waiting already.
 */
export async function requestBackInStockNotice(db: Db, signup: BackInStockSignup): Promise<void> {
  const [created] = await db.insert(backInStockRequests).values(signup).onConflictDoNothing().returning();
  const [request] = created
    ? [created]
    : await db
        .select()
        .from(backInStockRequests)
        .where(
          and(
            eq(backInStockRequests.productId, signup.productId),
            eq(backInStockRequests.email, signup.email),
            isNull(backInStockRequests.notifiedAt),
          ),
        );
  if (!request || request.confirmedAt) return;
  const mailId = await enqueueMail(db, confirmRequestMail(request, await confirmUrlFor(request)));
  if (mailId) await flushOutbox(db, [mailId]);
}
