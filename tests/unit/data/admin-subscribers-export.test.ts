import { GET } from "@/app/admin/subscribers/export/route";
import { listSubscribers } from "@/lib/admin/subscribers/list-subscribers";
import { adminSubscriberMessages } from "@/content/messages/en/admin-operations";
import { getAdminUser } from "@/lib/auth/admin";
import { newsletterSubscribers } from "@/lib/db/schema";
import { auditRows, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";


jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));

const db = openTestDatabaseForFile();
beforeAll(async () => {
  await db().insert(newsletterSubscribers).values([
    { email: "layla@example.ae", source: "inline", consentedAt: new Date("2026-11-01T08:00:00Z"), confirmedAt: new Date("2026-11-01T09:00:00Z"), createdAt: new Date("2026-11-01T08:00:00Z") },
    // Addresses that a spreadsheet would run as formulas if they were written as they are.
    { email: "=hyperlink(\"http://evil.example\",\"x\")@example.ae", source: "popup", consentedAt: new Date("2026-11-02T08:00:00Z"), confirmedAt: new Date("2026-11-02T09:00:00Z"), createdAt: new Date("2026-11-02T08:00:00Z") },
    { email: "+cmd@example.ae", source: "inline", consentedAt: new Date("2026-11-03T08:00:00Z"), confirmedAt: new Date("2026-11-03T09:00:00Z"), createdAt: new Date("2026-11-03T08:00:00Z") },
    { email: "@sum@example.ae", source: "popup", consentedAt: new Date("2026-11-04T08:00:00Z"), confirmedAt: new Date("2026-11-04T09:00:00Z"), createdAt: new Date("2026-11-04T08:00:00Z") },
    // Typed into the form (by its owner or by anyone) but never confirmed from the welcome e-mail.
    { email: "typed-by-a-stranger@example.ae", source: "popup", consentedAt: new Date("2026-11-05T08:00:00Z"), createdAt: new Date("2026-11-05T08:00:00Z") },
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

  test("an admin downloads every confirmed subscriber, oldest first, with formula cells defused, and the export is audited", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The unconfirmed address is left out, and the answer says so.
    expect(response.headers.get("x-unconfirmed-left-out")).toBe("1");
    expect(response.headers.get("x-unsubscribed-left-out")).toBe("0");
    expect((await response.text()).split("\r\n")).toEqual([
      "email,source,consented_at,confirmed_at,created_at",
      "layla@example.ae,inline,2026-11-01T08:00:00.000Z,2026-11-01T09:00:00.000Z,2026-11-01T08:00:00.000Z",
      `"'=hyperlink(""http://evil.example"",""x"")@example.ae",popup,2026-11-02T08:00:00.000Z,2026-11-02T09:00:00.000Z,2026-11-02T08:00:00.000Z`,
      "'+cmd@example.ae,inline,2026-11-03T08:00:00.000Z,2026-11-03T09:00:00.000Z,2026-11-03T08:00:00.000Z",
      "'@sum@example.ae,popup,2026-11-04T08:00:00.000Z,2026-11-04T09:00:00.000Z,2026-11-04T08:00:00.000Z",
      "",
    ]);
    expect(await auditRows(db())).toEqual([expect.objectContaining({ action: "subscribers.exported", actorId: testAdmin.id, actorEmail: testAdmin.email, details: { count: 4, unsubscribedLeftOut: 0, unconfirmedLeftOut: 1 } })]);
  });

  test.each([
    [{ unsubscribed: 0, unconfirmed: 0 }, "The export holds every subscriber: all confirmed, nobody has unsubscribed."],
    [{ unsubscribed: 0, unconfirmed: 1 }, "The export holds confirmed subscribers only. It leaves out 1 address not confirmed from the welcome e-mail yet."],
    [{ unsubscribed: 2, unconfirmed: 3 }, "The export holds confirmed subscribers only. It leaves out 3 addresses not confirmed from the welcome e-mail yet and 2 addresses that unsubscribed."],
  ])("the page tells the owner what the export leaves out: %o", async (counts, words) => {
    expect(adminSubscriberMessages.leftOut(counts)).toBe(words);
  });

  test("the list page shows the newest subscribers first", async () => {
    const listed = await listSubscribers(db(), 1);
    expect(listed).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(listed.rows.map((row) => row.email)[0]).toBe("typed-by-a-stranger@example.ae");
  });
});
