import { eq } from "drizzle-orm";

import { saveDiscountCodeAction, switchDiscountCodeAction } from "@/lib/actions/admin/save-discount-code";
import { getAdminUser } from "@/lib/auth/admin";
import { shopDiscountCodes } from "@/lib/db/schema";
import { auditRows, formDataOf, testAdmin } from "@/tests/support/admin-fixtures";
import { insertDiscountCode } from "@/tests/support/discount-code-fixture";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));

const db = openTestDatabaseForFile();
beforeEach(() => jest.mocked(getAdminUser).mockResolvedValue(testAdmin));

const mask = "gid://shopify/ProductVariant/4801000000001";
const cleanser = "gid://shopify/ProductVariant/4801000000003";

function codeForm(values: Record<string, string>, productIds: string[] = []) {
  const form = formDataOf({ kind: "percent", ...values });
  for (const id of productIds) form.append("productIds", id);
  return form;
}
const save = (values: Record<string, string>, productIds: string[] = []) =>
  saveDiscountCodeAction(null, codeForm(values, productIds));
const stored = async (code: string) =>
  (await db().select().from(shopDiscountCodes).where(eq(shopDiscountCodes.code, code)))[0];
const auditOf = async (id: string) =>
  (await auditRows(db())).filter((row) => row.target === `discount_code:${id}`).map((row) => row.action);

describe("the owner's discount codes in the back office", () => {
  test("a new code is stored as the shop reckons (basis points, fils, Gulf days), once however often it is sent", async () => {
    const values = {
      code: "eid-gift",
      kind: "fixed",
      value: "20",
      minimum: "150.50",
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
      usageLimit: "100",
      perCustomerLimit: "1",
    };
    const first = await save(values, [mask, cleanser, mask]);
    expect(first).toMatchObject({ ok: true, message: "Code EID-GIFT created." });
    expect(await save(values, [mask, cleanser])).toMatchObject({ ok: true });

    const row = await stored("EID-GIFT");
    expect(row).toMatchObject({
      kind: "fixed",
      value: 2000,
      minimumOrderFils: 15_050,
      // The first day from its Gulf midnight, the last day to its end.
      startsAt: new Date("2026-11-30T20:00:00Z"),
      endsAt: new Date("2026-12-31T20:00:00Z"),
      usageLimit: 100,
      perCustomerLimit: 1,
      productIds: [mask, cleanser],
      active: true,
    });
    expect(await auditOf(row!.id)).toEqual(["discount_code.created"]);
  });

  test.each([
    [{ code: "PCT", value: "12.5" }, 1250],
    [{ code: "PCTALL", value: "100" }, 10_000],
    [{ code: "FREESHIP", kind: "free_delivery", value: "" }, 0],
  ])("%o stores the value %d", async (values, value) => {
    expect((await save(values)).ok).toBe(true);
    expect((await stored(values.code))?.value).toBe(value);
  });

  test.each([
    [{ code: "X", value: "10" }, "code"],
    [{ code: "BADPCT", value: "101" }, "value"],
    [{ code: "NOPCT", value: "" }, "value"],
    [{ code: "ZEROAMOUNT", kind: "fixed", value: "0" }, "value"],
    [{ code: "BADDAY", value: "10", startsOn: "2026-02-30" }, "startsOn"],
    [{ code: "BACKWARDS", value: "10", startsOn: "2026-12-10", endsOn: "2026-12-01" }, "endsOn"],
    [{ code: "ZEROLIMIT", value: "10", usageLimit: "0" }, "usageLimit"],
  ])("%o is refused at the field %s, and nothing is stored", async (values, field) => {
    const result = await save(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field]).toBeTruthy();
    expect(await stored(values.code.toUpperCase())).toBeUndefined();
  });

  test("a name another code has, in any case, or a newsletter's welcome code, is refused", async () => {
    expect((await save({ code: "TAKEN10", value: "10" })).ok).toBe(true);
    const again = await save({ code: "taken10", value: "15" });
    expect(again).toMatchObject({ ok: false, code: "taken" });
    const welcome = await insertDiscountCode(db());
    expect(await save({ code: welcome, value: "10" })).toMatchObject({ ok: false, code: "taken" });
  });

  test("editing saves the new terms with an audit row; switching off and on is recorded once each", async () => {
    await save({ code: "EDITME", value: "10" });
    const row = (await stored("EDITME"))!;
    expect(await save({ id: row.id, code: "EDITME", value: "15", usageLimit: "5" })).toMatchObject({
      ok: true,
      message: "Code EDITME saved.",
    });
    expect(await stored("EDITME")).toMatchObject({ value: 1500, usageLimit: 5 });

    const off = () => switchDiscountCodeAction(null, formDataOf({ id: row.id, active: "off" }));
    expect(await off()).toMatchObject({ ok: true, message: "Code EDITME switched off." });
    expect(await off()).toMatchObject({ ok: true });
    expect((await stored("EDITME"))?.active).toBe(false);
    await switchDiscountCodeAction(null, formDataOf({ id: row.id, active: "on" }));
    expect(await auditOf(row.id)).toEqual([
      "discount_code.created",
      "discount_code.updated",
      "discount_code.deactivated",
      "discount_code.activated",
    ]);
  });

  test("someone who is not an admin changes nothing", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(null);
    expect((await save({ code: "NOTADMIN", value: "10" })).ok).toBe(false);
    expect(await stored("NOTADMIN")).toBeUndefined();
  });
});
