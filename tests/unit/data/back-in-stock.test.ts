import { eq } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import { backInStockMessages } from "@/content/messages/back-in-stock";
import { requestBackInStockAction } from "@/lib/actions/back-in-stock";
import { confirmBackInStockAction } from "@/lib/actions/confirm-back-in-stock";
import { collectAccountData } from "@/lib/account/export-account-data";
import { eraseAccount } from "@/lib/account/erase-account";
import { loadCatalogueAdmin } from "@/lib/admin/catalogue/load-catalogue-admin";
import { backInStockConfirmState } from "@/lib/back-in-stock/confirm-page-state";
import { updateCatalogueEntry } from "@/lib/catalogue/update-entry";
import { backInStockRequests, catalogueEntries, users } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { catalogueEntrySchema } from "@/lib/validations/catalogue";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { testAdmin } from "@/tests/support/admin-fixtures";
import { freshClientAddress } from "@/tests/support/client-address";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { startSmtpTestServer, type CapturedMail } from "@/tests/support/smtp-test-server";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";
import { mockedRequest } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/env", () => ({
  env: { ...jest.requireActual("@/lib/env").env, BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-for-hmac" },
}));
const mockEnv = (jest.requireMock("@/lib/env") as { env: Record<string, string | undefined> }).env;
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

const { db, shop } = openLocalShopForFile();
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mockEnv.SMTP_URL = smtp.url;
  mockEnv.MAIL_FROM = "Matcha Glow <hello@matchaglow.ae>";
});
afterAll(() => smtp.close());
beforeEach(async () => {
  mockedRequest.clientAddress = freshClientAddress();
  await db().update(catalogueEntries).set({ stock: 0, comingSoon: false, active: true }).where(eq(catalogueEntries.id, "matcha-clay-mask"));
  await db().update(catalogueEntries).set({ stock: null, comingSoon: true }).where(eq(catalogueEntries.id, "collagen-essence"));
});

const mailsTo = (email: string): CapturedMail[] => smtp.received.filter((mail) => mail.envelopeTo.includes(email));
const availableMailsTo = (email: string) =>
  mailsTo(email).filter((mail) => mail.parsed.subject === backInStockMessages.en.availableMail.subject("Matcha Clay Mask"));

/** Runs a plain-form action and answers where it redirected the browser. */
async function landingOf(action: (form: FormData) => Promise<unknown>, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  try {
    await action(form);
  } catch (error) {
    if (error && typeof error === "object" && "to" in error) return String(error.to);
    throw error;
  }
  throw new Error("the action did not redirect");
}

const notifyMe = (email: string, product = "matcha-clay-mask", locale = "en") =>
  landingOf(requestBackInStockAction, { email, product, locale });

/** Opens the confirmation e-mail's link and presses the page's button, as the inbox's owner does. */
async function confirmFromInbox(email: string, locale = "en") {
  const link = /(https?:\/\/\S+\/notify-me\/confirm\?\S+)/.exec(mailsTo(email).at(-1)?.parsed.text ?? "")?.[1];
  if (!link) throw new Error(`no confirmation link in the latest e-mail to ${email}`);
  const state = await backInStockConfirmState(db(), Object.fromEntries(new URL(link).searchParams), "en");
  if (state.view !== "ask") throw new Error(`no button on the ${state.view} page`);
  return landingOf(confirmBackInStockAction, { r: state.r, t: state.t, locale });
}

const setStock = (id: string, stock: string, extra: Record<string, string> = {}) =>
  updateCatalogueEntry(db(), testAdmin, catalogueEntrySchema.parse({ id, price: "99", position: "1", active: "on", stock, ...extra }));
const requestsOf = (email: string) => db().select().from(backInStockRequests).where(eq(backInStockRequests.email, email));

describe('"Notify me" on a sold-out product', () => {
  test("asked → confirmed from the inbox → the owner sets stock → exactly one e-mail, and none for an unconfirmed address", async () => {
    expect(await notifyMe("  Waiting.Shopper@Example.ae ")).toBe("/notify-me/sent?product=matcha-clay-mask");
    await notifyMe("never.confirms@example.ae");
    expect(mailsTo("waiting.shopper@example.ae")[0]?.parsed.subject).toBe(backInStockMessages.en.confirmMail.subject("Matcha Clay Mask"));

    expect(await confirmFromInbox("waiting.shopper@example.ae")).toMatch(/^\/notify-me\/confirm\?r=/);
    const [confirmed] = await requestsOf("waiting.shopper@example.ae");
    expect(confirmed).toMatchObject({ confirmedAt: expect.any(Date), notifiedAt: null });
    // The owner sees who waits: the confirmed address only.
    const waiting = (await loadCatalogueAdmin(db())).products.find((row) => row.figures.id === "matcha-clay-mask");
    expect(waiting?.waiting).toBe(1);
    expect(availableMailsTo("waiting.shopper@example.ae")).toHaveLength(0);

    await setStock("matcha-clay-mask", "12");
    const told = availableMailsTo("waiting.shopper@example.ae");
    expect(told).toHaveLength(1);
    expect(told[0]!.parsed.text).toContain("/products/matcha-clay-mask");
    expect(availableMailsTo("never.confirms@example.ae")).toHaveLength(0);
    expect(mailsTo("never.confirms@example.ae")).toHaveLength(1);

    // A second change (sold out and back again) tells nobody twice; the owner's count is back to none.
    await setStock("matcha-clay-mask", "0");
    await setStock("matcha-clay-mask", "5");
    expect(availableMailsTo("waiting.shopper@example.ae")).toHaveLength(1);
    expect((await loadCatalogueAdmin(db())).products.find((row) => row.figures.id === "matcha-clay-mask")?.waiting).toBe(0);
  });

  test("asking twice keeps one request and confirming twice changes nothing", async () => {
    await notifyMe("twice@example.ae");
    await notifyMe("twice@example.ae");
    expect(await requestsOf("twice@example.ae")).toHaveLength(1);
    // The confirmation goes again at most once a day.
    expect(mailsTo("twice@example.ae")).toHaveLength(1);
    await confirmFromInbox("twice@example.ae");
    await expect(confirmFromInbox("twice@example.ae")).rejects.toThrow("no button on the done page");
    await notifyMe("twice@example.ae");
    expect(mailsTo("twice@example.ae")).toHaveLength(1);
  });

  test("a coming-soon product tells its waiting shopper in their language once it goes on sale", async () => {
    await notifyMe("arabic.reader@example.ae", "collagen-essence", "ar");
    expect(mailsTo("arabic.reader@example.ae")[0]?.parsed.subject).toMatch(/^أكّد تنبيه توفّر/);
    expect(await confirmFromInbox("arabic.reader@example.ae", "ar")).toMatch(/^\/ar\/notify-me\/confirm/);
    await setStock("collagen-essence", "", { comingSoon: "on" });
    expect(mailsTo("arabic.reader@example.ae")).toHaveLength(1);
    await setStock("collagen-essence", "");
    const told = mailsTo("arabic.reader@example.ae").at(-1)!.parsed;
    expect(told.subject).toMatch(/متوفر من جديد$/);
    expect(told.text).toContain("/ar/products/collagen-essence");
  });

  test("stock coming back from a cancelled order tells the waiting shopper once", async () => {
    await db().update(catalogueEntries).set({ stock: 1 }).where(eq(catalogueEntries.id, "matcha-clay-mask"));
    const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
    const cartId = (await shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 1 }])).id;
    const placed = await placeCashOnDeliveryOrder(db(), { cartId, customer: cashOnDeliverySchema.parse(deliveryDetails) });
    if (!placed.ok) throw new Error(placed.reason);
    await notifyMe("after.cancel@example.ae");
    await confirmFromInbox("after.cancel@example.ae");
    await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: placed.order.id, reason: "Asked by phone" });
    expect(await requestsOf("after.cancel@example.ae")).toMatchObject([{ notifiedAt: expect.any(Date) }]);
  });

  test("a malformed address or product stores nothing and says so on the result page", async () => {
    expect(await notifyMe("not-an-address")).toBe("/notify-me/sent?product=matcha-clay-mask&problem=invalid");
    expect(await notifyMe("ok.address@example.ae", "no-such-product")).toBe("/notify-me/sent?product=no-such-product&problem=invalid");
    expect(await requestsOf("ok.address@example.ae")).toHaveLength(0);
  });

  test("the shopper's data export lists their requests and erasing the account deletes them", async () => {
    await notifyMe("account.holder@example.ae");
    const holder = { id: "back-in-stock-holder", email: "account.holder@example.ae", emailVerified: true };
    await db().insert(users).values({ id: holder.id, email: holder.email, name: "Holder", emailVerified: true });
    expect((await collectAccountData(db(), holder)).backInStockAlerts).toMatchObject([{ productId: "matcha-clay-mask", email: holder.email }]);
    await eraseAccount(db(), holder, "delete");
    expect(await requestsOf(holder.email)).toHaveLength(0);
  });
});
