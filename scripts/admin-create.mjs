// npm run admin:create -- <email>
//
// Makes an existing, confirmed account an admin. There is no default admin and no password here on purpose: the
// person signs up on the site (/account/sign-up), confirms the e-mail, and then this command gives them the role.
// It opens the shop's database the way the app does: DATABASE_URL when set, otherwise embedded PGlite in
// $DATA_DIR/pglite, which only one process may open at a time, so stop the shop first on PGlite (on Postgres it
// can run while the shop runs).
import { existsSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const email = (process.argv[2] ?? "").trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(
    "Usage: npm run admin:create -- <email>   (the e-mail of an account that signed up and confirmed its address)",
  );
  process.exit(64);
}

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

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    return { query: async (text, params) => sql.unsafe(text, params), close: () => sql.end() };
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "./data", "pglite");
  if (!existsSync(dataDir)) throw new Error(`No database in ${dataDir}: start the shop once and sign up first.`);
  // A second process opening a PGlite folder corrupts it: the running shop holds its files open, which /proc shows.
  const holders = processesUsing(dataDir);
  if (holders === null) console.warn(`Make sure the shop is stopped: ${dataDir} must not be open in another process.`);
  else if (holders.length > 0)
    throw new Error(`The shop (process ${holders.join(", ")}) has ${dataDir} open. Stop it, then run this again.`);
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(dataDir);
  return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
}

const db = await openDatabase().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  const [user] = await db.query("select id, email_verified, role from users where email = $1", [email]);
  if (!user) {
    console.error(
      `No account uses ${email}. Sign up at /account/sign-up first, confirm the e-mail, then run this again.`,
    );
    process.exitCode = 1;
  } else if (!user.email_verified) {
    console.error(
      `${email} has not confirmed its e-mail address yet. Follow the confirmation link first (sign-in offers to resend it).`,
    );
    process.exitCode = 1;
  } else if (user.role === "admin") {
    console.log(`${email} is already an admin.`);
  } else {
    await db.query("update users set role = 'admin', updated_at = now() where id = $1", [user.id]);
    console.log(`${email} is now an admin. They reach the back office at /admin after signing in.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
