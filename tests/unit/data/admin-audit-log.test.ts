import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { readAuditLog } from "@/lib/audit/read-audit-log";
import { testAdmin } from "@/tests/support/admin-fixtures";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

describe("audit log", () => {
  test("records who did what to which target, and lists it newest first, 25 a page", async () => {
    for (let index = 1; index <= 27; index += 1) {
      await recordAdminAction(testDb.db, { actor: testAdmin, action: "contact_message.handled", target: `contact_message:${index}`, details: { index } });
    }
    const first = await readAuditLog(testDb.db, 1);
    expect(first).toMatchObject({ total: 27, page: 1, pageCount: 2 });
    expect(first.rows[0]).toMatchObject({ actorId: "admin-user-1", actorEmail: "ops@matchaglow.ae", action: "contact_message.handled", target: "contact_message:27", details: { index: 27 }, createdAt: expect.any(Date) });
    expect(first.rows).toHaveLength(25);
    expect((await readAuditLog(testDb.db, 2)).rows.map((row) => row.target)).toEqual(["contact_message:2", "contact_message:1"]);
  });

  test("a change that rolls back leaves no audit row behind", async () => {
    const before = (await readAuditLog(testDb.db, 1)).total;
    await expect(
      testDb.db.transaction(async (tx) => {
        await recordAdminAction(tx, { actor: testAdmin, action: "order.fulfilled", target: "order:rolled-back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await readAuditLog(testDb.db, 1)).total).toBe(before);
  });
});
