// npm run admin:create -- <email>
//
// Makes <email> an admin and prints a one-time set-up link here, in the terminal; it is never e-mailed. Open it to
// choose the password; the first sign-in then sets up two factors (an authenticator app), which the back office
// requires before it shows anything. It works whether or not an account has the address: an existing one (whoever
// signed it up) loses its sessions, password and two factors, which the link and that first sign-in replace. There is
// no default admin and the public sign-up never makes one (docs/security.md).
// It opens the shop's database the way the app does: DATABASE_URL when set, otherwise embedded PGlite in
// $DATA_DIR/pglite, which only one process may open at a time, so stop the shop first on PGlite (on Postgres it
// can run while the shop runs).
import { existsSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";

import { ADMIN_SET_UP_LINK_MINUTES, createAdminSetUpLink } from "./admin-set-up-link.mjs";

nextEnv.loadEnvConfig(process.cwd());

const email = (process.argv[2] ?? "").trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
  console.error("Usage: npm run admin:create -- <email>   (the address the shop's owner signs in with)");
  process.exit(64);
}
const siteUrl = process.env.BETTER_AUTH_URL || process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

/** Pids of other processes holding files in `dir` open (Linux /proc), or null where that cannot be told. */
function processesUsing(dir) {
  if (!existsSync("/proc/self/fd")) return null;
  const holders = [];
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(dir + path.sep)))
        holders.push(pid);
    } catch {
      // Gone meanwhile, or another user's process: not ours to judge.
    }
  }
  return holders;
}

/** The database with one `transaction(work)`, where `work` gets `query(text, params)`. */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    return {
      transaction: (work) => sql.begin((tx) => work((text, params) => tx.unsafe(text, params))),
      close: () => sql.end(),
    };
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "./data", "pglite");
  if (!existsSync(dataDir)) throw new Error(`No database in ${dataDir}: start the shop once first.`);
  // A second process opening a PGlite folder corrupts it: the running shop holds its files open, which /proc shows.
  const holders = processesUsing(dataDir);
  if (holders === null) console.warn(`Make sure the shop is stopped: ${dataDir} must not be open in another process.`);
  else if (holders.length > 0)
    throw new Error(`The shop (process ${holders.join(", ")}) has ${dataDir} open. Stop it, then run this again.`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    transaction: (work) => db.transaction((tx) => work(async (text, params) => (await tx.query(text, params)).rows)),
    close: () => db.close(),
  };
}

const db = await openDatabase().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  const { url, existed } = await db.transaction((query) => createAdminSetUpLink({ query, email, siteUrl }));
  console.log(
    existed
      ? `${email} is an admin now. Its sessions have ended and its password and two factors are removed.`
      : `${email} is an admin now (a new account).`,
  );
  console.log(`\nOpen this link within ${ADMIN_SET_UP_LINK_MINUTES} minutes to choose the password (it works once):\n`);
  console.log(`  ${url}\n`);
  console.log("Then sign in: the shop asks for two-factor set-up (an authenticator app) before the back office opens.");
  console.log("Keep the link to yourself; it is printed only here and never e-mailed. Run this again for a new one.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
