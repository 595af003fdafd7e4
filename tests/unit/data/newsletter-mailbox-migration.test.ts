import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";

import { newsletterSubscribers } from "@/lib/db/schema";
import { migrationsFolder } from "@/lib/db/open";
import { mailboxOf } from "@/lib/newsletter/mailbox";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const db = openTestDatabaseForFile();

// The statement of migration 0006 that gives the subscribers stored before it their mailbox.
const backfill = readFileSync(path.join(migrationsFolder, "0006_newsletter_mailbox.sql"), "utf8")
  .split("--> statement-breakpoint")
  .find((statement) => statement.includes("UPDATE"))!;

describe("migration 0006 on subscribers stored before mailboxes", () => {
  test("each gets the mailbox mailboxOf computes; plus variants of one inbox leave it to the earliest, the others keep their row", async () => {
    const stored = [
      ["layla.haddad@example.ae", "2026-01-01"],
      ["shopper+a2@gmail.com", "2026-01-03"],
      ["Shop.Per+a1@googlemail.com", "2026-01-02"],
      ["s.hopper@gmail.com", "2026-01-04"],
      ["noor+news@outlook.com", "2026-01-05"],
      ["noor+x@example.ae", "2026-01-06"],
      ["noor@example.ae", "2026-01-07"],
    ] as const;
    for (const [email, day] of stored) {
      await db().insert(newsletterSubscribers).values({ email: email.toLowerCase(), source: "inline", createdAt: new Date(`${day}T10:00:00Z`) });
    }

    await db().execute(sql.raw(backfill));

    const rows = await db().select({ email: newsletterSubscribers.email, mailbox: newsletterSubscribers.mailbox }).from(newsletterSubscribers).orderBy(newsletterSubscribers.createdAt);
    expect(rows).toEqual([
      { email: "layla.haddad@example.ae", mailbox: "layla.haddad@example.ae" },
      { email: "shop.per+a1@googlemail.com", mailbox: "shopper@gmail.com" },
      { email: "shopper+a2@gmail.com", mailbox: null },
      { email: "s.hopper@gmail.com", mailbox: null },
      { email: "noor+news@outlook.com", mailbox: "noor@outlook.com" },
      { email: "noor+x@example.ae", mailbox: "noor+x@example.ae" },
      { email: "noor@example.ae", mailbox: "noor@example.ae" },
    ]);
    for (const row of rows) if (row.mailbox) expect(row.mailbox).toBe(mailboxOf(row.email));
  });
});
