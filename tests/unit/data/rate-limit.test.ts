import { rateLimits as rateLimitRows } from "@/lib/db/schema";
import { defineRateLimit } from "@/lib/rate-limit/limit";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);


const db = openTestDatabaseForFile();
describe("shared rate limits", () => {
  test("count in the database, so every instance on it sees the same attempts", async () => {
    const first = defineRateLimit({ name: "shared-test", points: 3, durationSeconds: 60 });
    // A second definition stands for a second app instance: nothing is shared between the two but the table.
    const second = defineRateLimit({ name: "shared-test", points: 3, durationSeconds: 60 });
    expect(await first.consume("203.0.113.9")).toEqual({ ok: true });
    expect(await second.consume("203.0.113.9")).toEqual({ ok: true });
    expect(await first.consume("203.0.113.9")).toEqual({ ok: true });
    const refused = await second.consume("203.0.113.9");
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await first.consume("203.0.113.10")).toEqual({ ok: true });

    const rows = await db().select().from(rateLimitRows);
    expect(rows.map((row) => [row.key, row.points]).sort()).toEqual([
      ["rl:shared-test:203.0.113.10", 1],
      ["rl:shared-test:203.0.113.9", 4],
    ]);
  });

  test("a used-up key stays blocked for the block time, and reset forgets it", async () => {
    const limit = defineRateLimit({ name: "block-test", points: 1, durationSeconds: 1, blockSeconds: 120 });
    expect((await limit.consume("a@example.ae")).ok).toBe(true);
    const blocked = await limit.consume("a@example.ae");
    expect(blocked).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    expect(blocked.ok === false && blocked.retryAfterSeconds).toBeGreaterThan(60);
    await limit.reset("a@example.ae");
    expect((await limit.consume("a@example.ae")).ok).toBe(true);
  });
});
