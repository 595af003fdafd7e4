import { eq } from "drizzle-orm";

import { phoneConfirmationMessages } from "@/content/messages/phone-confirmation";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { CommerceProvider } from "@/lib/commerce/types";
import { orderPhoneConfirmations, orders, outboxEmails } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { getPhoneVerifier } from "@/lib/messaging";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { fakePhoneVerifier } from "@/tests/support/fake-phone-verifier";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const mockJar: CookieJar = new Map();
const mockAfterTasks: Promise<unknown>[] = [];
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () => new Headers({ "x-shop-client-address": "203.0.113.40" }),
}));
jest.mock("next/server", () => ({
  after: (task: () => unknown) => void mockAfterTasks.push(Promise.resolve().then(task)),
}));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));
jest.mock("@/lib/messaging", () => ({
  ...jest.requireActual("@/lib/messaging"),
  getPhoneVerifier: jest.fn(() => null),
}));

import { confirmOrderByPhoneAction, resendOrderCodeAction } from "@/lib/actions/phone-confirmation";
import { placeOrderAction } from "@/lib/actions/place-order";

const MASK = "gid://shopify/ProductVariant/4801000000001";
const db = openTestDatabaseForFile();
let shop: CommerceProvider;
beforeAll(() => {
  shop = createLocalProvider(async () => db());
});
beforeEach(() => {
  jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
  mockAfterTasks.length = 0;
});
afterEach(() => jest.mocked(getPhoneVerifier).mockReturnValue(null));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

async function placeOrder(email: string, locale = "en") {
  const cartId = (await shop.createCart([{ merchandiseId: MASK, quantity: 1 }])).id;
  mockJar.clear();
  mockJar.set("cart_id", { value: cartId });
  const url = await placeOrderAction(null, form({ ...deliveryDetails, email, locale })).then(
    (state) => {
      throw new Error(`expected a redirect, got ${JSON.stringify(state)}`);
    },
    (error: { url?: string }) => error.url!,
  );
  await Promise.all(mockAfterTasks);
  const token = new URL(url, "http://shop.test").searchParams.get("order")!;
  const [order] = await db().select().from(orders).where(eq(orders.publicToken, token));
  return order!;
}
const confirmationMail = async (orderId: string) =>
  (await db().select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `order_confirmation:${orderId}`)))[0]!;

describe("the phone code around placing a cash order", () => {
  test("with a provider: the code goes out once the order is placed, the e-mail says how to confirm later", async () => {
    const fake = fakePhoneVerifier();
    jest.mocked(getPhoneVerifier).mockReturnValue(fake.verifier);
    const order = await placeOrder("phone.action1@example.ae");
    expect(fake.sent).toEqual([expect.objectContaining({ reference: order.id, phone: "+971501234567" })]);
    const mail = await confirmationMail(order.id);
    expect(mail.textBody).toContain(phoneConfirmationMessages.en.mailLine);
    expect(mail.textBody).toContain(`/order-confirmation?order=${order.publicToken}`);

    const confirm = (code: string, locale = "en") =>
      confirmOrderByPhoneAction(null, form({ order: order.publicToken, code, locale }));
    expect(await confirm("12345")).toMatchObject({ ok: false, code: "invalid" });
    expect(await confirm("000000", "ar")).toMatchObject({
      ok: false,
      code: "wrong_code",
      message: phoneConfirmationMessages.ar.wrongCode(2),
    });
    expect(await confirm(fake.lastCode(order.id))).toMatchObject({
      ok: true,
      message: phoneConfirmationMessages.en.confirmed,
    });
    // Safe twice: a second submit, or "send a new code" afterwards, just says it is confirmed and sends nothing.
    expect(await confirm(fake.lastCode(order.id))).toMatchObject({ ok: true });
    expect(await resendOrderCodeAction(null, form({ order: order.publicToken, locale: "en" }))).toMatchObject({
      ok: true,
      message: phoneConfirmationMessages.en.confirmed,
    });
    expect(fake.sent).toHaveLength(1);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.lifecycleStage).toBe("confirmed");
  });

  test("a send that fails never fails the order; the shopper may ask again, three new codes an hour per order", async () => {
    const fake = fakePhoneVerifier();
    fake.verifier.failSends = true;
    const warned = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    jest.mocked(getPhoneVerifier).mockReturnValue(fake.verifier);
    const order = await placeOrder("phone.action2@example.ae");
    expect(order.lifecycleStage).toBe("placed");
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("no phone code sent"));
    warned.mockRestore();
    const resend = () => resendOrderCodeAction(null, form({ order: order.publicToken, locale: "en" }));
    expect(await resend()).toMatchObject({ ok: false, code: "unavailable" });
    fake.verifier.failSends = false;
    expect(await resend()).toMatchObject({ ok: true });
    expect(await resend()).toMatchObject({ ok: true });
    expect(await resend()).toMatchObject({ ok: false, code: "throttled" });
    expect(fake.sent).toHaveLength(2);
  });

  test("without a provider nothing is sent, nothing is recorded and the e-mail is as before", async () => {
    const order = await placeOrder("phone.action3@example.ae");
    expect(
      await db().select().from(orderPhoneConfirmations).where(eq(orderPhoneConfirmations.orderId, order.id)),
    ).toEqual([]);
    expect((await confirmationMail(order.id)).textBody).not.toContain(phoneConfirmationMessages.en.mailLine);
    expect(
      await confirmOrderByPhoneAction(null, form({ order: order.publicToken, code: "123456", locale: "en" })),
    ).toMatchObject({ ok: false, code: "unavailable" });
  });
});
