import { sql } from "drizzle-orm";

import { openPglite } from "@/lib/db/open";

// Embedded PGlite answers on this thread, as microtasks; without a turn of the event loop between statements, a busy
// shop never got round to accepting new connections (shoppers waited 10 s and more under `npm run load`).
test("the event loop turns before each statement of the embedded database", async () => {
  const { db, close } = await openPglite("memory://");
  try {
    const turns: string[] = [];
    for (let statement = 0; statement < 3; statement += 1) {
      const turned = new Promise<void>((resolve) => setImmediate(() => resolve(void turns.push(`turn ${statement}`))));
      await db.execute(sql`select 1`);
      turns.push(`statement ${statement}`);
      await turned;
    }
    expect(turns).toEqual(["turn 0", "statement 0", "turn 1", "statement 1", "turn 2", "statement 2"]);
  } finally {
    await close();
  }
}, 120_000);
