// Exits 0 when a Postgres server answers at the given URL within 3 seconds.
import postgres from "postgres";

const url = process.argv[2];
const sql = postgres(url, { connect_timeout: 3, max: 1, onnotice: () => {} });
try {
  await sql`select 1`;
  await sql.end();
  process.exit(0);
} catch {
  process.exit(1);
}
