import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";

import { POST as confirmPost, GET as confirmGet } from "@/app/api/newsletter/confirm/route";
import { POST as unsubscribePost } from "@/app/api/newsletter/unsubscribe/route";
import { findSellableItem } from "@/content/catalog";
import { cartMessages } from "@/content/messages/cart";
import { newsletterMessages } from "@/content/messages/newsletter";
import { welcomeMailMessages } from "@/content/messages/newsletter-welcome-mail";
import { subscribeToNewsletterAction } from "@/lib/actions/newsletter";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";
import { confirmPageState } from "@/lib/newsletter/confirm-page-state";
import { unsubscribePageState } from "@/lib/newsletter/unsubscribe-page-state";
import type { ActionResult } from "@/lib/actions/action-result";
import type { NewSignup } from "@/lib/newsletter/new-signup";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { freshClientAddress } from "@/tests/support/client-address";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { startSmtpTestServer, type CapturedMail } from "@/tests/support/smtp-test-server";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";
import { mockedRequest } from "@/tests/unit/support/mocked-request";

// Built inside the factory: modules read env while the test file's imports load, before its own consts exist.
jest.mock("@/lib/env", () => ({
  env: { NODE_ENV: "test", BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-for-hmac" },
}));
const mockEnv = (jest.requireMock("@/lib/env") as { env: Record<string, string | undefined> }).env;
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

/** A result as the signup forms read it (components/newsletter/signup-outcome.ts): an outcome, the code, the entries. */
const asShown = (result: ActionResult<NewSignup>) =>
  result.ok
    ? { ok: true, outcome: "subscribed", message: result.message, code: result.data?.code ?? null, fieldErrors: {}, values: {} }
    : { ok: false, outcome: result.code === "unexpected" ? "error" : result.code, message: result.message, code: null, fieldErrors: result.fieldErrors, values: result.values };


const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const { db, shop } = openLocalShopForFile();

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let providerServer: Server;
let providerReply = { status: 200, body: "{}" };
const providerCalls: URLSearchParams[] = [];
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mockEnv.SMTP_URL = smtp.url;
  mockEnv.MAIL_FROM = "Matcha Glow <hello@matchaglow.ae>";
  providerServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      providerCalls.push(new URLSearchParams(body));
      response.writeHead(providerReply.status).end(providerReply.body);
    });
  });
  await new Promise<void>((resolve) => providerServer.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => providerServer.close(resolve));
  await smtp.close();
});
beforeEach(() => {
  mockedRequest.clientAddress = freshClientAddress();
  mockedRequest.cookies.clear();
  mockEnv.NEWSLETTER_PROVIDER_URL = undefined;
  mockEnv.NEWSLETTER_PROVIDER_LIST_ID = undefined;
  providerCalls.length = 0;
});

function signUp(email: string, locale: "en" | "ar" = "en") {
  const formData = new FormData();
  formData.set("email", email);
  formData.set("source", "popup");
  formData.set("locale", locale);
  return subscribeToNewsletterAction(null, formData).then(asShown);
}

/** Another visitor: a browser of their own, from an address of their own. */
function asStranger() {
  mockedRequest.cookies.clear();
  mockedRequest.clientAddress = freshClientAddress();
}

const mailsTo = (email: string): CapturedMail[] => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

/** The confirmation page link in the latest e-mail to `email`, as the reader would open it. */
function confirmLinkIn(email: string): URL {
  const text = mailsTo(email).at(-1)?.parsed.text ?? "";
  const link = /(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no confirmation link in the latest e-mail to ${email}`);
  return new URL(link);
}

/** Presses the confirmation page's button: a plain form POST to where the page's form points. */
async function pressConfirm(pageLink: URL, locale = "en") {
  const state = await confirmPageState(db(), Object.fromEntries(pageLink.searchParams));
  if (state.view !== "confirm" && state.view !== "rejoin") throw new Error(`no button on the ${state.view} page`);
  const form = new FormData();
  form.set("locale", locale);
  const response = await confirmPost(new Request(new URL(state.formAction, "http://shop.test"), { method: "POST", body: form }));
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!, "http://shop.test");
}

const subscriberOf = async (email: string) =>
  (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;

async function cartWithCode(code: string) {
  const cartId = (await shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 1 }])).id;
  return { cartId, apply: () => shop().applyDiscountCode(cartId, code) };
}

describe("a welcome code before and after its inbox confirms", () => {
  test("a code minted for a made-up address cannot be spent; confirmed from the e-mail, it can", async () => {
    const email = "made.up.reader@example.ae";
    const state = await signUp(email);
    // The popup still shows the code (the spec), and the inbox got it with the confirmation link.
    expect(state).toMatchObject({ ok: true, outcome: "subscribed", code: expect.stringMatching(/^MATCHA15-/) });
    const code = state.code!;
    expect(mailsTo(email)[0]!.parsed.text).toContain(code);
    expect(mailsTo(email)[0]!.parsed.text).toContain(welcomeMailMessages.en.confirmNeeded);

    // Without the e-mail's link the code is refused, with the words that say how to activate it.
    const { cartId, apply } = await cartWithCode(code);
    await expect(apply()).rejects.toThrow(cartMessages.en.discount.errors.unconfirmed);
    expect((await shop().getCart(cartId))?.discount).toBeUndefined();
    expect((await subscriberOf(email)).confirmedAt).toBeNull();

    // Opening the link (a GET, as a mail scanner does) confirms nothing; the page's button does.
    const pageLink = confirmLinkIn(email);
    expect(pageLink.pathname).toBe("/newsletter/confirm");
    expect(await confirmPageState(db(), Object.fromEntries(pageLink.searchParams))).toMatchObject({ view: "confirm", email, problem: null });
    const scanned = confirmGet(new Request(new URL(`/api/newsletter/confirm${pageLink.search}`, "http://shop.test")));
    expect(scanned.status).toBe(303);
    expect((await subscriberOf(email)).confirmedAt).toBeNull();

    const back = await pressConfirm(pageLink);
    expect(back.searchParams.get("result")).toBe("confirmed");
    expect(await confirmPageState(db(), Object.fromEntries(back.searchParams))).toEqual({ view: "done", email });
    expect((await subscriberOf(email)).confirmedAt).toEqual(expect.any(Date));

    const applied = await apply();
    expect(applied.discount?.code).toBe(code);
    const customer = cashOnDeliverySchema.parse({ ...deliveryDetails, email });
    const placed = await placeCashOnDeliveryOrder(db(), { cartId, customer });
    if (!placed.ok) throw new Error(placed.reason);
    const [redeemed] = await db().select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(redeemed).toMatchObject({ redeemedAt: expect.any(Date), redeemedOrderId: placed.order.id });
  });

  test("pressing the button twice confirms once and keeps the first time; a link opened again says it is done", async () => {
    await signUp("twice@example.ae");
    const pageLink = confirmLinkIn("twice@example.ae");
    await pressConfirm(pageLink);
    const first = (await subscriberOf("twice@example.ae")).confirmedAt;
    const again = await confirmPost(new Request(new URL(`/api/newsletter/confirm${pageLink.search}`, "http://shop.test"), { method: "POST", body: new FormData() }));
    expect(new URL(again.headers.get("location")!, "http://shop.test").searchParams.get("result")).toBe("confirmed");
    expect((await subscriberOf("twice@example.ae")).confirmedAt).toEqual(first);
    expect(await confirmPageState(db(), Object.fromEntries(pageLink.searchParams))).toEqual({ view: "already", email: "twice@example.ae" });
  });

  test("only the shop's signature for confirming opens the page: the unsubscribe link's or a changed one do not", async () => {
    await signUp("signed@example.ae");
    const pageLink = confirmLinkIn("signed@example.ae");
    const unsubscribeLink = /(https?:\/\/\S+\/newsletter\/unsubscribe\?\S+)/.exec(mailsTo("signed@example.ae")[0]!.parsed.text ?? "")![1]!;
    const unsubscribeQuery = Object.fromEntries(new URL(unsubscribeLink).searchParams);
    expect(unsubscribeQuery.s).toBe(pageLink.searchParams.get("s"));
    expect(await confirmPageState(db(), unsubscribeQuery)).toEqual({ view: "invalid" });
    const t = pageLink.searchParams.get("t")!;
    expect(await confirmPageState(db(), { s: pageLink.searchParams.get("s")!, t: `${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}` })).toEqual({ view: "invalid" });
    const forged = await confirmPost(new Request(`http://shop.test/api/newsletter/confirm?${new URLSearchParams(unsubscribeQuery)}`, { method: "POST", body: new FormData() }));
    expect(new URL(forged.headers.get("location")!, "http://shop.test").searchParams.get("result")).toBeNull();
    expect((await subscriberOf("signed@example.ae")).confirmedAt).toBeNull();
  });

  test("an Arabic signup's link opens the Arabic page and the Arabic refusal says how to activate the code", async () => {
    const state = await signUp("arabic.reader@example.ae", "ar");
    expect(confirmLinkIn("arabic.reader@example.ae").pathname).toBe("/ar/newsletter/confirm");
    expect(mailsTo("arabic.reader@example.ae")[0]!.parsed.text).toContain(welcomeMailMessages.ar.confirmLink);
    const { apply } = await cartWithCode(state.code!);
    await expect(apply()).rejects.toMatchObject({ problem: { code: "discount_unconfirmed" } });
    expect(cartMessages.ar.discount.errors.unconfirmed).not.toBe(cartMessages.en.discount.errors.unconfirmed);
  });
});

describe("a repeat signup of someone else's address", () => {
  test("shows the new-signup words without a code, and the unconfirmed inbox gets the welcome and its link again", async () => {
    const owner = await signUp("pending.owner@example.ae");
    asStranger();
    const fresh = await signUp("brand.new@example.ae");
    asStranger();
    const stranger = await signUp("Pending.Owner@example.ae");

    const { code: freshCode, ...freshAnswer } = fresh;
    expect(freshCode).toMatch(/^MATCHA15-/);
    expect(stranger).toEqual({ ...freshAnswer, code: null });
    expect(JSON.stringify(stranger)).not.toContain(owner.code!);

    const mails = mailsTo("pending.owner@example.ae");
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([welcomeMailMessages.en.subject, welcomeMailMessages.en.subject]);
    expect(mails[1]!.parsed.text).toContain(owner.code!);
    expect(confirmLinkIn("pending.owner@example.ae").searchParams.get("s")).toBe((await subscriberOf("pending.owner@example.ae")).id);
  });

  test("a confirmed inbox is told it is already on the list, with its code; the stranger sees no code", async () => {
    const owner = await signUp("confirmed.owner@example.ae");
    await pressConfirm(confirmLinkIn("confirmed.owner@example.ae"));
    asStranger();
    const stranger = await signUp("confirmed.owner@example.ae");
    expect(stranger).toMatchObject({ ok: true, outcome: "subscribed", message: newsletterMessages.en.outcome.success.title, code: null });

    const reminder = mailsTo("confirmed.owner@example.ae").at(-1)!;
    expect(reminder.parsed.subject).toBe(welcomeMailMessages.en.reminderSubject);
    expect(reminder.parsed.text).toContain(owner.code!);
    expect(reminder.parsed.text).not.toContain("/newsletter/confirm");
  });
});

describe("an unsubscribed address", () => {
  async function subscribedThenUnsubscribed(email: string) {
    await signUp(email);
    const confirmLink = confirmLinkIn(email);
    await pressConfirm(confirmLink);
    const text = mailsTo(email)[0]!.parsed.text ?? "";
    const unsubscribe = new URL(/(https?:\/\/\S+\/newsletter\/unsubscribe\?\S+)/.exec(text)![1]!);
    const form = new FormData();
    form.set("from", "page");
    const done = await unsubscribePost(new Request(`http://shop.test/api/newsletter/unsubscribe${unsubscribe.search}`, { method: "POST", body: form }));
    expect(done.status).toBe(303);
    expect((await subscriberOf(email)).unsubscribedAt).toEqual(expect.any(Date));
    return { confirmLink, unsubscribe };
  }

  test("a stranger's signup mails it nothing and is answered like a new signup, without a code", async () => {
    await subscribedThenUnsubscribed("left.list@example.ae");
    const before = mailsTo("left.list@example.ae").length;
    asStranger();
    const stranger = await signUp("left.list@example.ae");
    expect(stranger).toMatchObject({ ok: true, outcome: "subscribed", message: newsletterMessages.en.outcome.success.title, code: null });
    // The browser that signed it up is not told "already subscribed" either: it is not on the list.
    const own = await signUp("left.list@example.ae");
    expect(own).toMatchObject({ outcome: "subscribed", code: null });
    expect(mailsTo("left.list@example.ae")).toHaveLength(before);
    expect((await subscriberOf("left.list@example.ae")).unsubscribedAt).toEqual(expect.any(Date));
  });

  test("its reader rejoins through the same confirmation: the unsubscribe page's link leads to it, and the button re-subscribes", async () => {
    const { confirmLink, unsubscribe } = await subscribedThenUnsubscribed("comes.back@example.ae");
    const { consentedAt } = await subscriberOf("comes.back@example.ae");
    const unsubscribed = await unsubscribePageState(db(), Object.fromEntries(unsubscribe.searchParams));
    if (unsubscribed.view !== "already") throw new Error(`expected the 'already' view, got ${unsubscribed.view}`);
    expect(unsubscribed.rejoin).toEqual({ subscriberId: confirmLink.searchParams.get("s"), signature: confirmLink.searchParams.get("t") });

    expect(await confirmPageState(db(), Object.fromEntries(confirmLink.searchParams))).toMatchObject({ view: "rejoin", email: "comes.back@example.ae" });
    const back = await pressConfirm(confirmLink);
    expect(await confirmPageState(db(), Object.fromEntries(back.searchParams))).toEqual({ view: "done", email: "comes.back@example.ae" });
    const rejoined = await subscriberOf("comes.back@example.ae");
    expect(rejoined.unsubscribedAt).toBeNull();
    expect(rejoined.consentedAt.getTime()).toBeGreaterThan(consentedAt.getTime());
  });
});

describe("with a marketing provider configured", () => {
  beforeEach(() => {
    mockEnv.NEWSLETTER_PROVIDER_URL = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/subscribe`;
    mockEnv.NEWSLETTER_PROVIDER_LIST_ID = "LIST42";
  });

  test("a signup is not forwarded; the confirmation is, with the spec's fields", async () => {
    providerReply = { status: 200, body: "{}" };
    await signUp("Forwarded@Example.ae");
    expect(providerCalls).toHaveLength(0);
    await pressConfirm(confirmLinkIn("forwarded@example.ae"));
    expect(providerCalls.map((form) => Object.fromEntries(form))).toEqual([{ g: "LIST42", email: "forwarded@example.ae", $consent: "email" }]);
  });

  test("the provider's 'already' answer confirms like a new one", async () => {
    providerReply = { status: 409, body: "already subscribed" };
    await signUp("known.there@example.ae");
    await pressConfirm(confirmLinkIn("known.there@example.ae"));
    expect((await subscriberOf("known.there@example.ae")).confirmedAt).toEqual(expect.any(Date));
  });

  test("a provider failure confirms nothing and says so on the page; pressing again later succeeds", async () => {
    providerReply = { status: 500, body: "down" };
    await signUp("retry.later@example.ae");
    const pageLink = confirmLinkIn("retry.later@example.ae");
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const failed = await pressConfirm(pageLink);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(failed.searchParams.get("result")).toBe("failed");
    expect(await confirmPageState(db(), Object.fromEntries(failed.searchParams))).toMatchObject({ view: "confirm", problem: "failed" });
    expect((await subscriberOf("retry.later@example.ae")).confirmedAt).toBeNull();

    providerReply = { status: 200, body: "{}" };
    expect((await pressConfirm(pageLink)).searchParams.get("result")).toBe("confirmed");
  });
});
