import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { merchant } from "@/content/merchant";
import { deleteAccount } from "@/lib/account/delete-account";
import { ANONYMOUS_REVIEWER_NAME, anonymisedEmailFor } from "@/lib/account/erase-account";
import { COOKIE_CONSENT_NOTE, exportAccountData } from "@/lib/account/export-account-data";
import type { Auth } from "@/lib/auth/create-auth";
import { auditLog, authAccounts, invoices, newsletterSubscribers, orderItems, orders, reviews, sessions, twoFactors, users } from "@/lib/db/schema";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { apiError, createConfirmedAccount, signInCookie, turnOnTotp, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth } from "@/tests/support/test-auth";
import { totpCode } from "@/tests/support/totp";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

// Passwords are hashed at production cost (scrypt) several times per test.
jest.setTimeout(120_000);

let auth: Auth;
const db = openTestDatabaseForFile();
beforeAll(() => {
  auth = createTestAuth(db());
});

const password = "green tea leaves";

/** A confirmed, signed-in shopper with one COD order (two lines), a review of it, a subscription and an audit entry. */
async function shopperWithHistory(prefix: string) {
  const email = uniqueAddress(prefix);
  await createConfirmedAccount(auth, db(), { email, password, firstName: "Layla", lastName: "Haddad" });
  const cookie = await signInCookie(auth, { email, password });
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const address = { name: "Layla Haddad", address1: "Villa 12, Street 4", city: "Dubai", province: "Dubai", country: "United Arab Emirates", countryCode: "AE", phone: "+971501234567" };
  const [order] = await db()
    .insert(orders)
    .values({
      source: "local",
      orderNumber: `#${Math.floor(Math.random() * 1e9)}`,
      publicToken: randomUUID(),
      email: email.toUpperCase(),
      customerName: "Layla Haddad",
      phone: "+971501234567",
      paymentMethod: "cash_on_delivery",
      subtotalAmount: 17800,
      shippingAmount: 1500,
      totalAmount: 19300,
      shippingAddress: address,
      billingAddress: address,
    })
    .returning();
  const items = [
    { orderId: order!.id, merchandiseId: null, title: "Matcha Glow Cleanser", quantity: 1, price: 8900, totalPrice: 8900 },
    { orderId: order!.id, merchandiseId: null, title: "Matcha Glow Serum", quantity: 1, price: 8900, totalPrice: 8900 },
  ];
  await db().insert(orderItems).values(items);
  // Its tax invoice, as placing the order issues one.
  await db().transaction((tx) =>
    issueInvoice(tx, order!.id, { orderNumber: order!.orderNumber, customerName: "Layla Haddad", address, locale: "en", currency: "AED", items, discountCode: null, discount: 0, shipping: 1500 }, order!.createdAt),
  );
  const [review] = await db()
    .insert(reviews)
    .values({ orderId: order!.id, productName: "Matcha Glow Serum", customerName: "Layla H.", email, rating: 5, title: "Lovely", body: "My skin feels calm.", status: "approved" })
    .returning();
  await db().insert(newsletterSubscribers).values({ email, mailbox: email, source: "inline" });
  await db().insert(auditLog).values({ actorId: "admin-1", actorEmail: "owner@example.com", action: "order.fulfilled", target: `order:${order!.id}` });
  return { email, cookie, user: user!, order: order!, review: review!, headers: clientHeaders(undefined, { cookie }) };
}

const holderOf = (user: typeof users.$inferSelect) => ({ id: user.id, email: user.email, emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled });

async function stateOf(shopper: Awaited<ReturnType<typeof shopperWithHistory>>) {
  const [order] = await db().select().from(orders).where(eq(orders.id, shopper.order.id));
  return {
    user: await db().select().from(users).where(eq(users.id, shopper.user.id)),
    sessions: await db().select().from(sessions).where(eq(sessions.userId, shopper.user.id)),
    accounts: await db().select().from(authAccounts).where(eq(authAccounts.userId, shopper.user.id)),
    order: order!,
    items: await db().select().from(orderItems).where(eq(orderItems.orderId, shopper.order.id)),
    reviews: await db().select().from(reviews).where(eq(reviews.id, shopper.review.id)),
    subscriptions: await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, shopper.email)),
    invoices: await db().select().from(invoices).where(eq(invoices.orderId, shopper.order.id)),
  };
}

describe("download my data", () => {
  test("holds the profile, addresses, orders with their lines, reviews, newsletter and consent history, and the audit entries about the shopper", async () => {
    const shopper = await shopperWithHistory("export");
    const stranger = await shopperWithHistory("export-stranger");
    const data = await exportAccountData(db(), holderOf(shopper.user));

    expect(data.profile).toMatchObject({ email: shopper.email, firstName: "Layla", lastName: "Haddad" });
    expect(data.addresses).toEqual([expect.objectContaining({ address1: "Villa 12, Street 4", city: "Dubai" })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ orderNumber: shopper.order.orderNumber, totalAmount: 19300, customerName: "Layla Haddad" });
    expect(data.orders[0]!.items.map((item) => item.title)).toEqual(["Matcha Glow Cleanser", "Matcha Glow Serum"]);
    const [invoice] = (await stateOf(shopper)).invoices;
    expect(data.orders[0]!.taxDocuments).toEqual([{ kind: "invoice", number: invoice!.number, issuedAt: invoice!.issuedAt, totalFils: invoice!.totalFils, vatFils: invoice!.vatFils }]);
    expect(JSON.stringify(data)).not.toContain(stranger.order.orderNumber);
    expect(data.reviews).toEqual([expect.objectContaining({ title: "Lovely", customerName: "Layla H." })]);
    expect(data.newsletter.subscribed).toBe(true);
    expect(data.consent.newsletter).toEqual([expect.objectContaining({ event: "newsletter_subscribed", email: shopper.email })]);
    expect(data.consent.cookieConsent).toBe(COOKIE_CONSENT_NOTE);
    expect(data.auditLog).toEqual([expect.objectContaining({ action: "order.fulfilled", target: `order:${shopper.order.id}` })]);
    // The shop, not the admin who clicked, is the actor: no staff id or e-mail leaves in the export.
    expect(data.auditLog[0]).toMatchObject({ actor: merchant.legalName.en });
    expect(JSON.stringify(data.auditLog)).not.toContain("owner@example.com");
    expect(JSON.stringify(data.auditLog)).not.toContain("admin-1");

    // The download itself is recorded.
    const recorded = await db().select().from(auditLog).where(eq(auditLog.actorId, `shopper:${shopper.user.id}`));
    expect(recorded).toEqual([expect.objectContaining({ action: "account.data_exported", actorEmail: shopper.email })]);
  });

  test("an unconfirmed address gets its profile but no one's orders", async () => {
    const shopper = await shopperWithHistory("export-unconfirmed");
    const data = await exportAccountData(db(), { ...holderOf(shopper.user), emailVerified: false });
    expect(data.profile?.email).toBe(shopper.email);
    expect(data.orders).toEqual([]);
    expect(data.reviews).toEqual([]);
    expect(data.newsletter.subscriptions).toEqual([]);
  });
});

describe("delete my account", () => {
  test("a wrong password is refused and nothing is deleted", async () => {
    const shopper = await shopperWithHistory("delete-wrong");
    const before = await stateOf(shopper);
    const failure = await apiError(deleteAccount({ auth, db: db(), headers: shopper.headers }, holderOf(shopper.user), { password: "not my password", reviews: "delete" }));
    expect(failure?.code).toBe("INVALID_PASSWORD");
    expect(await stateOf(shopper)).toEqual(before);
  });

  test("keeps the order for the tax records with the person taken out, keeps the review as a verified buyer's, ends sessions and the subscription", async () => {
    const shopper = await shopperWithHistory("delete-keep");
    const otherDevice = await signInCookie(auth, { email: shopper.email, password });
    const before = await stateOf(shopper);
    const itemsBefore = before.items;

    const outcome = await deleteAccount({ auth, db: db(), headers: shopper.headers }, holderOf(shopper.user), { password, reviews: "keep" });
    expect(outcome).toMatchObject({ ordersAnonymised: 1, reviews: "keep", reviewsAffected: 1, subscriptionsEnded: 1 });

    const after = await stateOf(shopper);
    expect(after.user).toEqual([]);
    expect(after.sessions).toEqual([]);
    expect(after.accounts).toEqual([]);
    expect(await auth.api.getSession({ headers: new Headers({ cookie: otherDevice }) })).toBeNull();
    expect(after.subscriptions).toEqual([]);

    const placeholder = anonymisedEmailFor(shopper.user.id);
    expect(after.order).toMatchObject({ orderNumber: shopper.order.orderNumber, createdAt: shopper.order.createdAt, subtotalAmount: 17800, shippingAmount: 1500, totalAmount: 19300, email: placeholder, phone: null });
    expect(placeholder).toMatch(/^deleted-[0-9a-f]{16}@anonymised\.invalid$/);
    expect(after.order.customerName).not.toContain("Layla");
    expect(after.order.shippingAddress).toEqual({ city: "Dubai", province: "Dubai", country: "United Arab Emirates", countryCode: "AE" });
    expect(after.items).toEqual(itemsBefore);
    expect(JSON.stringify(after.order)).not.toMatch(/Layla|Villa 12|\+971501234567/);
    // The tax invoice is kept exactly as issued (five years, Federal Decree-Law 8 of 2017), name and address included.
    expect(before.invoices).toHaveLength(1);
    expect(after.invoices).toEqual(before.invoices);
    expect(after.invoices[0]!.snapshot.customer).toEqual({ name: "Layla Haddad", addressLines: ["Villa 12, Street 4", "Dubai, Dubai", "United Arab Emirates"] });

    expect(after.reviews).toEqual([expect.objectContaining({ customerName: ANONYMOUS_REVIEWER_NAME, email: placeholder, title: "Lovely", status: "approved" })]);

    const audit = await db().select().from(auditLog).where(eq(auditLog.actorId, `shopper:${shopper.user.id}`));
    expect(audit).toEqual([expect.objectContaining({ action: "account.deleted", actorEmail: null })]);
    expect(JSON.stringify(audit)).not.toContain(shopper.email);
  });

  test("with two-factor on: a wrong code is refused and nothing is deleted; the right one deletes the account and, as chosen, the reviews", async () => {
    const shopper = await shopperWithHistory("delete-totp");
    const { secret, cookie } = await turnOnTotp(auth, { password }, shopper.cookie);
    const headers = clientHeaders(undefined, { cookie });
    const [user] = await db().select().from(users).where(eq(users.id, shopper.user.id));
    const holder = holderOf(user!);
    expect(holder.twoFactorEnabled).toBe(true);
    const before = await stateOf(shopper);

    const wrongCode = String((Number(totpCode(secret, Date.now())) + 500_000) % 1_000_000).padStart(6, "0");
    expect((await apiError(deleteAccount({ auth, db: db(), headers }, holder, { password, code: wrongCode, reviews: "delete" })))?.code).toBe("INVALID_CODE");
    expect(await apiError(deleteAccount({ auth, db: db(), headers }, holder, { password, reviews: "delete" }))).not.toBeNull();
    expect(await stateOf(shopper)).toEqual(before);

    await deleteAccount({ auth, db: db(), headers }, holder, { password, code: totpCode(secret), reviews: "delete" });
    const after = await stateOf(shopper);
    expect(after.user).toEqual([]);
    expect(after.reviews).toEqual([]);
    expect(await db().select().from(twoFactors).where(eq(twoFactors.userId, shopper.user.id))).toEqual([]);
    expect(after.order.orderNumber).toBe(shopper.order.orderNumber);
    const audit = await db().select().from(auditLog).where(eq(auditLog.actorId, `shopper:${shopper.user.id}`));
    expect(audit).toEqual([expect.objectContaining({ action: "account.deleted", details: expect.objectContaining({ reviews: "delete", reviewsAffected: 1 }) })]);
  });
});
