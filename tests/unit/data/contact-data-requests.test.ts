import { listContactMessages } from "@/lib/admin/contact/list-contact-messages";
import { isDataRequestSubject } from "@/lib/contact/data-request";
import { adminContactSearchSchema } from "@/lib/validations/admin-lists";
import { insertContactMessage } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();
const inbox = async (params: Record<string, string>) => (await listContactMessages(db(), adminContactSearchSchema.parse(params))).rows.map((row) => row.subject);

describe("data requests through the contact form", () => {
  test.each([
    ["Personal data request", true],
    ["  personal DATA request: please erase my orders", true],
    ["طلب بيانات شخصية", true],
    ["Question about an order", false],
    ["My personal data request was not answered", false],
  ])("%p is a data request: %p", (subject, expected) => {
    expect(isDataRequestSubject(subject)).toBe(expected);
  });

  test("the back office lists data requests apart from the rest of the inbox, in both languages", async () => {
    await insertContactMessage(db(), "Shipping to Oman");
    await insertContactMessage(db(), "Personal data request");
    await insertContactMessage(db(), "طلب بيانات شخصية");

    expect(await inbox({})).toEqual(["Shipping to Oman"]);
    expect(await inbox({ status: "all" })).toEqual(["Shipping to Oman"]);
    expect((await inbox({ status: "data-requests" })).sort()).toEqual(["Personal data request", "طلب بيانات شخصية"]);
  });
});
