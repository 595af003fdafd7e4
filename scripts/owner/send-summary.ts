// npm run owner:summary
//
// Writes yesterday's summary (Gulf time) for the owner to the outbox and delivers it, as the server's own timer does
// from 08:00 (lib/owner/owner-mail-sweep.ts): for a cron job, or to see it now. Once per day either way: the outbox's
// key for the day is taken by whichever sends it first, so this prints "already sent" after the timer. Needs
// SHOP_OWNER_EMAIL. It opens the database the way the shop does: on Postgres while the shop runs; on PGlite (one
// process at a time) only with the shop stopped.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { getDb } = await import("@/lib/db");
const { flushOutbox } = await import("@/lib/mail");
const { enqueueDailySummary } = await import("@/lib/owner/daily-summary");
const { ownerNoticeAddress } = await import("@/lib/owner/owner-address");
const { shopYesterday } = await import("@/lib/owner/summary-due");

if (!ownerNoticeAddress()) {
  console.error("SHOP_OWNER_EMAIL is not set: there is nobody to send the summary to.");
  process.exit(64);
}
const db = await getDb();
const id = await enqueueDailySummary(db);
const day = shopYesterday(new Date());
if (id) {
  await flushOutbox(db, [id]);
  console.log(`The summary of ${day} is in the outbox (${id}) and was handed to SMTP if SMTP_URL is set.`);
} else console.log(`The summary of ${day} was already sent.`);
process.exit(0);
