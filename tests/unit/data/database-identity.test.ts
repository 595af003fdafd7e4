import { databaseIdentity } from "@/lib/db/schema";
import { readDatabaseIdentity } from "@/lib/db/database-identity";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The identity that keys cached pages and data to their database (lib/cache/database-identity.ts): a fresh shop must
// never show another database's approved review or price (issue 32).
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

describe("the database identity", () => {
  test("is written by the migration and reads the same every time", async () => {
    expect(await testDb.db.select().from(databaseIdentity)).toHaveLength(1);
    const first = await readDatabaseIdentity(testDb.db);

    expect(await readDatabaseIdentity(testDb.db)).toBe(first);
  });

  test("a database that lost its row gets a new identity, never the old one", async () => {
    const before = await readDatabaseIdentity(testDb.db);
    await testDb.db.delete(databaseIdentity);

    const after = await readDatabaseIdentity(testDb.db);
    expect(after).not.toBe(before);
    expect(await readDatabaseIdentity(testDb.db)).toBe(after);
  });
});
