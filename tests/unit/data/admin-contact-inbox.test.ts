import { markMessageHandledAction } from "@/lib/actions/admin/mark-message-handled";
import { getContactMessage, listContactMessages } from "@/lib/admin/contact/list-contact-messages";
import { getAdminUser } from "@/lib/auth/admin";
import { adminContactSearchSchema } from "@/lib/validations/admin-lists";
import { auditRows, formDataOf, insertContactMessage, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";


jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));


const inbox = async (params: Record<string, string>) => (await listContactMessages(db(), adminContactSearchSchema.parse(params))).rows.map((row) => row.subject);
const markHandled = (id: string) => markMessageHandledAction(null, formDataOf({ id }));

const db = openTestDatabaseForFile();
describe("contact inbox", () => {
  test("new messages are listed newest first and can be read in full", async () => {
    const first = await insertContactMessage(db(), "Shipping to Oman");
    await insertContactMessage(db(), "Sensitive skin");
    expect(await inbox({})).toEqual(["Sensitive skin", "Shipping to Oman"]);
    expect(await getContactMessage(db(), first.id)).toMatchObject({ firstName: "Omar", email: "omar@example.ae", message: expect.stringContaining("Muscat"), status: "new" });
  });

  test("a visitor who is not an admin cannot mark a message handled", async () => {
    const message = await insertContactMessage(db(), "Wholesale");
    jest.mocked(getAdminUser).mockResolvedValue(null);
    expect(await markHandled(message.id)).toEqual({ ok: false, code: "forbidden", message: "", fieldErrors: {}, values: {} });
    expect(await getContactMessage(db(), message.id)).toMatchObject({ status: "new", handledAt: null });
    expect((await auditRows(db())).filter((row) => row.target === `contact_message:${message.id}`)).toHaveLength(0);
  });

  test("an admin marks a message handled: it leaves the inbox, shows under 'handled', and is audited once however often it is clicked", async () => {
    const message = await insertContactMessage(db(), "Order change");
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    expect(await markHandled(message.id)).toMatchObject({ ok: true, message: "Message marked as handled." });
    expect(await getContactMessage(db(), message.id)).toMatchObject({ status: "handled", handledAt: expect.any(Date) });
    expect(await inbox({})).not.toContain("Order change");
    expect(await inbox({ status: "handled" })).toEqual(["Order change"]);
    expect(await inbox({ status: "all" })).toContain("Order change");

    expect(await markHandled(message.id)).toMatchObject({ ok: true, message: "This message was already handled." });
    expect((await auditRows(db())).filter((row) => row.target === `contact_message:${message.id}`)).toEqual([
      expect.objectContaining({ action: "contact_message.handled", actorId: testAdmin.id, actorEmail: testAdmin.email, details: { subject: "Order change" } }),
    ]);
  });

  test("an unknown or forged id is answered plainly", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    expect(await markHandled("00000000-0000-4000-8000-000000000000")).toMatchObject({ ok: false, message: "This message no longer exists." });
    expect(await markHandled("'; delete from contact_messages; --")).toMatchObject({ ok: false, message: "That request was not valid. Please reload the page and try again." });
    expect((await inbox({ status: "all" })).length).toBeGreaterThan(0);
  });
});
