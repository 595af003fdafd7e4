// Drops and recreates a database next to the given one and prints its URL, so each run starts clean.
import postgres from "postgres";

const [url, name] = process.argv.slice(2);
if (!url || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error("usage: pg-fresh-database.mjs <postgres-url> <database_name>");
  process.exit(2);
}
const sql = postgres(url, { max: 1, onnotice: () => {} });
await sql.unsafe(`drop database if exists ${name} with (force)`);
await sql.unsafe(`create database ${name}`);
await sql.end();
const fresh = new URL(url);
fresh.pathname = `/${name}`;
console.log(fresh.toString());
