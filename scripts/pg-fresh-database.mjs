// Drops and recreates a database next to the given one, migrates it (the release step `npm run db:migrate`; a
// production server refuses an unmigrated Postgres) and prints its URL, so each run starts clean.
import postgres from "postgres";

import { migrateDatabase } from "./db-migrate.mjs";

const [url, name] = process.argv.slice(2).filter((argument) => !argument.startsWith("--"));
if (!url || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error("usage: pg-fresh-database.mjs <postgres-url> <database_name> [--empty]");
  process.exit(2);
}
const sql = postgres(url, { max: 1, onnotice: () => {} });
await sql.unsafe(`drop database if exists ${name} with (force)`);
await sql.unsafe(`create database ${name}`);
await sql.end();
const fresh = new URL(url);
fresh.pathname = `/${name}`;
if (!process.argv.includes("--empty")) await migrateDatabase({ databaseUrl: fresh.toString() });
console.log(fresh.toString());
