import { eq } from "drizzle-orm";

import { GET as exportSubscribers } from "@/app/admin/subscribers/export/route";
import { GET, POST } from "@/app/api/newsletter/unsubscribe/route";
import { getAdminUser } from "@/lib/auth/admin";
import { newsletterSubscribers, outboxEmails } from "@/lib/db/schema";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { unsubscribePageState } from "@/lib/newsletter/unsubscribe-page-state";
import { verifyUnsubscribeToken } from "@/lib/newsletter/unsubscribe-token";
import { auditRows, testAdmin } from "@/tests/support/admin-fixtures";
import { startSmtpTestServer, type CapturedMail } from "@/tests/support/smtp-test-server";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

// Built inside the factory: modules read env while the test file's imports load, before its own consts exist.
jest.mock("@/lib/env", () => ({
  env: { NODE_ENV: "test", BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-for-hmac" },
}));
const mockEnv = (jest.requireMock("@/lib/env") as { env: Record<string, string | undefined> }).env;
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
const db = openTestDatabaseForFile();
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mockEnv.SMTP_URL = smtp.url;
  mockEnv.MAIL_FROM = "Matcha Glow <hello@matchaglow.ae>";
});
afterAll(() => smtp.close());

/** A header's value as sent, unfolded (mailparser folds the List-* headers into one object otherwise). */
function headerOf(mail: CapturedMail, key: string): string {
  const line = mail.parsed.headerLines.find((header) => header.key === key)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).replace(/\r\n\s+/g, " ").trim();
}

/** Signs an address up the way the newsletter form does; returns the welcome e-mail it received and its links. */
async function subscribe(email: string, locale: "en" | "ar" = "en") {
  await subscribeToNewsletter(db(), { email, source: "inline", locale });
  const mail = smtp.received.filter((received) => received.envelopeTo.includes(email)).at(-1);
  if (!mail) throw new Error(`no welcome e-mail to ${email}`);
  const listUnsubscribe = headerOf(mail, "list-unsubscribe");
  const oneClick = new URL(/^<([^>]+)>$/.exec(listUnsubscribe)?.[1] ?? "http://invalid/");
  const pageLink = new URL(/(https?:\/\/\S+\/newsletter\/unsubscribe\?\S+)/.exec(mail.parsed.text ?? "")?.[1] ?? "http://invalid/");
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return { mail, oneClick, pageLink, subscriber: row! };
}

const oneClickPost = (url: URL | string) =>
  POST(new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }));

const unsubscribedAtOf = async (id: string) => (await db().select({ at: newsletterSubscribers.unsubscribedAt }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)))[0]?.at ?? null;

describe("newsletter unsubscribe", () => {
  test("the welcome e-mail carries the signed page link and the RFC 8058 headers, kept through the outbox", async () => {
    const { mail, oneClick, pageLink, subscriber } = await subscribe("hessa@example.ae");
    expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(oneClick.pathname).toBe("/api/newsletter/unsubscribe");
    expect(oneClick.searchParams.get("s")).toBe(subscriber.id);
    expect(pageLink.pathname).toBe("/newsletter/unsubscribe");
    expect(pageLink.searchParams.get("t")).toBe(oneClick.searchParams.get("t"));
    expect(mail.parsed.html).toContain(`href="${pageLink.toString().replaceAll("&", "&amp;")}"`);
    const [row] = await db().select({ headers: outboxEmails.headers }).from(outboxEmails).where(eq(outboxEmails.dedupeKey, `newsletter_welcome:${subscriber.id}`));
    expect(row?.headers).toEqual({ "List-Unsubscribe": `<${oneClick.toString()}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  test("an Arabic subscriber's link opens the Arabic page", async () => {
    const { pageLink, mail } = await subscribe("mariam@example.ae", "ar");
    expect(pageLink.pathname).toBe("/ar/newsletter/unsubscribe");
    expect(mail.parsed.text).toContain("إلغاء الاشتراك");
  });

  test("the signature only fits its own subscriber: another subscriber's id, a changed or missing signature are refused", async () => {
    const first = await subscribe("dana@example.ae");
    const second = await subscribe("fatima@example.ae");
    const [s, t] = [first.oneClick.searchParams.get("s"), first.oneClick.searchParams.get("t")!];
    expect(await verifyUnsubscribeToken(s, t)).toBe(first.subscriber.id);
    expect(await verifyUnsubscribeToken(second.subscriber.id, t)).toBeNull();
    const tampered = `${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`;
    expect(await verifyUnsubscribeToken(s, tampered)).toBeNull();
    expect(await verifyUnsubscribeToken(s, "")).toBeNull();
    expect(await verifyUnsubscribeToken(s, null)).toBeNull();

    // The forged one-click POST for the second subscriber changes nothing.
    const forged = new URL(first.oneClick);
    forged.searchParams.set("s", second.subscriber.id);
    const response = await oneClickPost(forged);
    expect(response.status).toBe(400);
    expect(await unsubscribedAtOf(second.subscriber.id)).toBeNull();
    expect(await unsubscribedAtOf(first.subscriber.id)).toBeNull();
  });

  test("opening the link (a GET, as mail scanners do) unsubscribes nobody and leads to the page in the subscriber's language", async () => {
    const { oneClick, subscriber } = await subscribe("reem@example.ae", "ar");
    const response = await GET(new Request(oneClick));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/ar/newsletter/unsubscribe?s=${subscriber.id}&t=${oneClick.searchParams.get("t")}`);
    expect(await unsubscribedAtOf(subscriber.id)).toBeNull();
    expect(await unsubscribePageState(db(), Object.fromEntries(oneClick.searchParams))).toEqual({ view: "confirm", email: "reem@example.ae", formAction: `${oneClick.pathname}${oneClick.search}` });
  });

  test("the one-click POST unsubscribes once with its time; a second use says it was done already and keeps the first time", async () => {
    const { oneClick, subscriber } = await subscribe("shamma@example.ae");
    const before = Date.now();
    const first = await oneClickPost(oneClick);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("Unsubscribed.\n");
    const at = await unsubscribedAtOf(subscriber.id);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const second = await oneClickPost(oneClick);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe("Already unsubscribed.\n");
    expect(await unsubscribedAtOf(subscriber.id)).toEqual(at);
    expect(await unsubscribePageState(db(), Object.fromEntries(oneClick.searchParams))).toMatchObject({ view: "already", email: "shamma@example.ae", unsubscribedAt: at });
  });

  test("the page's confirm form unsubscribes and returns to the page, which then says so; the same link later says 'already'", async () => {
    const { pageLink, oneClick, subscriber } = await subscribe("aisha@example.ae", "ar");
    const form = new FormData();
    form.set("from", "page");
    form.set("locale", "ar");
    const response = await POST(new Request(oneClick, { method: "POST", body: form }));
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get("location")!, "http://shop.test");
    expect(back.pathname).toBe("/ar/newsletter/unsubscribe");
    expect(back.searchParams.get("result")).toBe("unsubscribed");
    expect(await unsubscribePageState(db(), Object.fromEntries(back.searchParams))).toMatchObject({ view: "done", email: "aisha@example.ae" });
    expect(await unsubscribePageState(db(), Object.fromEntries(pageLink.searchParams))).toMatchObject({ view: "already" });
    expect(await unsubscribedAtOf(subscriber.id)).not.toBeNull();
  });

  test("a link with a bad signature shows the 'link does not work' page", async () => {
    const { subscriber } = await subscribe("latifa@example.ae");
    expect(await unsubscribePageState(db(), { s: subscriber.id, t: "x".repeat(43) })).toEqual({ view: "invalid" });
    expect(await unsubscribePageState(db(), {})).toEqual({ view: "invalid" });
  });

  test("the subscriber export leaves unsubscribed addresses out and says how many it left out", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    // Every address of this file as if confirmed from its welcome e-mail: only the unsubscribes are left out here.
    await db().update(newsletterSubscribers).set({ confirmedAt: new Date() });
    const subscribers = await db().select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt }).from(newsletterSubscribers);
    const stillSubscribed = subscribers.filter((row) => !row.unsubscribedAt).map((row) => row.email);
    const leftOut = subscribers.length - stillSubscribed.length;
    expect(leftOut).toBe(2);

    const response = await exportSubscribers();
    expect(response.status).toBe(200);
    expect(response.headers.get("x-unsubscribed-left-out")).toBe("2");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,source,consented_at,confirmed_at,created_at");
    expect(lines.slice(1).map((line) => line.split(",")[0]).sort()).toEqual(stillSubscribed.sort());
    expect(lines.join("\n")).not.toContain("shamma@example.ae");
    expect(await auditRows(db())).toEqual([expect.objectContaining({ action: "subscribers.exported", details: { count: stillSubscribed.length, unsubscribedLeftOut: 2, unconfirmedLeftOut: 0 } })]);
  });
});
