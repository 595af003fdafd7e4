import { GET } from "@/app/admin/subscribers/export/route";
import { listSubscribers } from "@/lib/admin/subscribers/list-subscribers";
import { getAdminUser } from "@/lib/auth/admin";
import { newsletterSubscribers } from "@/lib/db/schema";
import { auditRows, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";


jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));

const db = openTestDatabaseForFile();
beforeAll(async () => {
  await db().insert(newsletterSubscribers).values([
    { email: "layla@example.ae", source: "inline", consentedAt: new Date("2026-11-01T08:00:00Z"), createdAt: new Date("2026-11-01T08:00:00Z") },
    // Addresses that a spreadsheet would run as formulas if they were written as they are.
    { email: "=hyperlink(\"http://evil.example\",\"x\")@example.ae", source: "popup", consentedAt: new Date("2026-11-02T08:00:00Z"), createdAt: new Date("2026-11-02T08:00:00Z") },
    { email: "+cmd@example.ae", source: "inline", consentedAt: new Date("2026-11-03T08:00:00Z"), createdAt: new Date("2026-11-03T08:00:00Z") },
    { email: "@sum@example.ae", source: "popup", consentedAt: new Date("2026-11-04T08:00:00Z"), createdAt: new Date("2026-11-04T08:00:00Z") },
  ]);
});

describe("subscriber CSV export", () => {
  test("a visitor who is not an admin gets a bare 404 with no data, and nothing is recorded", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(null);
    const response = await GET();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
    expect(await auditRows(db())).toHaveLength(0);
  });

  test("an admin downloads every subscriber, oldest first, with formula cells defused, and the export is audited", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.text()).split("\r\n")).toEqual([
      "email,source,consented_at,created_at",
      "layla@example.ae,inline,2026-11-01T08:00:00.000Z,2026-11-01T08:00:00.000Z",
      `"'=hyperlink(""http://evil.example"",""x"")@example.ae",popup,2026-11-02T08:00:00.000Z,2026-11-02T08:00:00.000Z`,
      "'+cmd@example.ae,inline,2026-11-03T08:00:00.000Z,2026-11-03T08:00:00.000Z",
      "'@sum@example.ae,popup,2026-11-04T08:00:00.000Z,2026-11-04T08:00:00.000Z",
      "",
    ]);
    expect(await auditRows(db())).toEqual([expect.objectContaining({ action: "subscribers.exported", actorId: testAdmin.id, actorEmail: testAdmin.email, details: { count: 4, unsubscribedLeftOut: 0 } })]);
  });

  test("the list page shows the newest subscribers first", async () => {
    const listed = await listSubscribers(db(), 1);
    expect(listed).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    expect(listed.rows.map((row) => row.email)[0]).toBe("@sum@example.ae");
  });
});
