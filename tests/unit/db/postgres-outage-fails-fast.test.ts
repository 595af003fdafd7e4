import { createServer } from "node:net";

import postgres from "postgres";

import { postgresClientOptions } from "@/lib/db/open";

/** A loopback port nothing listens on: Postgres is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// More requests at once than the pool has connections, as when a fresh deploy regenerates its pages during an outage:
// every one of them must get its error within seconds, so the shopper sees a message rather than a spinner.
test("while Postgres is down, queries beyond the pool's size all fail within seconds", async () => {
  const sql = postgres(`postgres://postgres@127.0.0.1:${await closedPort()}/shop`, {
    ...postgresClientOptions,
    max: 4,
  });
  try {
    const started = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => sql`select 1`));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(20).fill("rejected"));
    // Refused connections come back at once on a quiet machine and in about 5 s on a loaded CI one; what this guards
    // against is a query that waits for a connection with no end (the driver queues it), so the bound is generous.
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await sql.end({ timeout: 1 });
  }
}, 30_000);
