import { randomBytes } from "node:crypto";
import { request } from "@playwright/test";
import postgres from "postgres";

import { mailboxOf } from "@/lib/newsletter/mailbox";

/**
 * A newsletter subscriber's welcome code, the way the newsletter issues one. On Postgres (DATABASE_URL) it is
 * written straight into the shop's database; embedded PGlite belongs to the server process, so there it is issued
 * through the test-only route that playwright.config.ts opens with E2E_TEST_HOOKS=1. Its inbox counts as confirmed,
 * so the code applies at once; only an order placed with `ownerEmail` (by default a random address of its own) may
 * redeem it.
 */
export async function seedDiscountCode(baseURL: string, percentOff = 15, ownerEmail?: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (url) return insertDiscountCode(url, percentOff, ownerEmail);
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post("/api/test/discount-codes", { data: { percentOff, email: ownerEmail } });
    if (response.status() !== 201)
      throw new Error(`the test hook answered ${response.status()}: is E2E_TEST_HOOKS=1 set for the shop?`);
    return ((await response.json()) as { code: string }).code;
  } finally {
    await api.dispose();
  }
}

async function insertDiscountCode(url: string, percentOff: number, ownerEmail?: string): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const suffix = randomBytes(5).toString("hex").toUpperCase();
    const code = `E2E15-${suffix}`;
    const email = ownerEmail?.toLowerCase() ?? `e2e-${suffix.toLowerCase()}@example.com`;
    const [subscriber] = await sql<
      { id: string }[]
    >`insert into newsletter_subscribers (email, mailbox, source, confirmed_at) values (${email}, ${mailboxOf(email)}, 'inline', now()) returning id`;
    await sql`insert into discount_codes (code, subscriber_id, percent_off) values (${code}, ${subscriber!.id}, ${percentOff})`;
    return code;
  } finally {
    await sql.end();
  }
}
