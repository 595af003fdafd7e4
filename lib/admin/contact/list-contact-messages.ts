import "server-only";

import { and, count, desc, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { contactMessages, type ContactMessageRow } from "@/lib/db/schema";
import { dataRequestCondition, notDataRequestCondition } from "@/lib/contact/data-request";
import type { AdminContactSearch } from "@/lib/validations/admin-lists";
import { pageWindow, type Paged } from "../paging";

export type ContactMessageSummary = Pick<
  ContactMessageRow,
  "id" | "firstName" | "lastName" | "email" | "subject" | "status" | "createdAt"
>;

const summaryColumns = {
  id: contactMessages.id,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  email: contactMessages.email,
  subject: contactMessages.subject,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
};

/** Which messages a filter shows: data requests (new and handled) apart, the rest of the inbox by status. */
function filterCondition(filter: AdminContactSearch["status"]) {
  if (filter === "data-requests") return dataRequestCondition();
  return filter === "all"
    ? notDataRequestCondition()
    : and(eq(contactMessages.status, filter), notDataRequestCondition());
}

/** The inbox, newest first; 'new' by default so handled messages get out of the way. */
export async function listContactMessages(db: Db, search: AdminContactSearch): Promise<Paged<ContactMessageSummary>> {
  const where = filterCondition(search.status);
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(search.page, total);
  const rows = await db
    .select(summaryColumns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return { rows, total, page, pageCount };
}

export async function getContactMessage(db: Db, id: string): Promise<ContactMessageRow | null> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return message ?? null;
}
