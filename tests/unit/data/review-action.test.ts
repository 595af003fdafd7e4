import { and, eq } from "drizzle-orm";

import type { ActionFailure, ActionResult } from "@/lib/actions/action-result";
import { submitReviewAction } from "@/lib/actions/submit-review";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import { reviews } from "@/lib/db/schema";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { upsertShopifyOrder } from "@/lib/orders/shopify-order-sync";
import { shopifyOrderSchema } from "@/lib/orders/shopify-webhook-payloads";
import { readApprovedReviews } from "@/lib/reviews/approved-reviews";
import { readRatingSummaries } from "@/lib/reviews/rating-summaries";
import type { ReviewFormData } from "@/lib/reviews/review-form-fields";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { shopifyOrderPayload } from "@/tests/support/shopify-webhook-fixtures";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedDatabase, mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

const notFound = "Order number format is incorrect or order not found";
const variant = (n: number) => `gid://shopify/ProductVariant/48010000000${String(n).padStart(2, "0")}`;
let localOrderNumber = "";

const db = openTestDatabaseForFile();
beforeAll(async () => {
  const shop = createLocalProvider(async () => db());
  // The mask and the cleanser; not the collagen essence.
  const cart = await shop.createCart([
    { merchandiseId: variant(1), quantity: 1 },
    { merchandiseId: variant(3), quantity: 2 },
  ]);
  const customer = cashOnDeliverySchema.parse({ fullName: "Layla Haddad", email: "layla@example.ae", phone: "+971 50 123 4567", emirate: "Dubai", addressLine: "Villa 12, Al Wasl Road", city: "Jumeirah" });
  const placed = await placeCashOnDeliveryOrder(db(), { cartId: cart.id, customer });
  if (!placed.ok) throw new Error(placed.reason);
  localOrderNumber = placed.order.orderNumber;
  // A Shopify order as the webhook stores it: #1042, placed with Layla@Example.com, one line: the bundle.
  await upsertShopifyOrder(db(), shopifyOrderSchema.parse(shopifyOrderPayload()));
});
beforeEach(() => {
  mockedRequest.clientAddress = freshClientAddress();
});

const review = {
  orderNumber: "",
  customerName: "Layla Haddad",
  email: "layla@example.ae",
  rating: "5",
  reviewTitle: "Calm, bright skin",
  reviewText: "My skin feels calmer and brighter after three weeks of using the mask twice a week.",
  recommend: "yes",
};

type ReviewResult = ActionResult<ReviewFormData>;

function post(step: "find" | "review", values: Record<string, string>, locale: "en" | "ar" = "en") {
  const formData = new FormData();
  formData.set("locale", locale);
  formData.set("step", step);
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  return submitReviewAction(null, formData);
}

/** The order an answer keeps on the page (step 2), if any. */
const orderOf = (result: ReviewResult) => (result.data && "order" in result.data ? result.data.order : null);

function refusal(result: ReviewResult): ActionFailure<ReviewFormData> {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result;
}

/** How an answer reads to the shopper: step 2 opened, a review stored, or the refusal's code. */
const outcomeOf = (result: ReviewResult) => (result.ok ? (orderOf(result) ? "found" : "stored") : result.code);

/** Step 1: the lines the form offers for that order, by name. */
async function linesOf(orderNumber: string, email: string, locale: "en" | "ar" = "en"): Promise<Record<string, string>> {
  const state = await post("find", { orderNumber, email }, locale);
  return Object.fromEntries((orderOf(state)?.lines ?? []).map((line) => [line.name, line.id]));
}

/** Step 2, for the line named `product` of the local order unless `productPurchased` says otherwise. */
async function submit(values: Partial<typeof review> & { product?: string; productPurchased?: string }): Promise<ReviewResult> {
  const { product = "Matcha Clay Mask", ...rest } = values;
  const entries = { ...review, orderNumber: localOrderNumber, ...rest };
  const productPurchased = rest.productPurchased ?? (await linesOf(entries.orderNumber, entries.email))[product] ?? "";
  return post("review", { ...entries, productPurchased });
}

const reviewsOf = (productName: string, email: string) =>
  db().select().from(reviews).where(and(eq(reviews.productName, productName), eq(reviews.email, email)));

describe("the review form: step 1 lists what the order contained", () => {
  test("the order's own lines, named in the page's language, and nothing else", async () => {
    expect(Object.keys(await linesOf(localOrderNumber, "LAYLA@Example.AE"))).toEqual(["Matcha Clay Mask", "Matcha Pure Cleanser"]);
    expect(Object.keys(await linesOf(localOrderNumber, "layla@example.ae", "ar"))).toEqual(["قناع الطين بالماتشا", "غسول الماتشا النقي"]);
  });

  test("the bundle an order contained is offered, as the bundle", async () => {
    expect(Object.keys(await linesOf("#1042", "layla@example.com"))).toEqual(["The Matcha Ritual"]);
  });

  test("a real order number with another e-mail gets exactly the answer an unknown number gets, and no lines", async () => {
    const wrongEmail = await post("find", { orderNumber: localOrderNumber, email: "someone.else@example.ae" });
    const unknownNumber = await post("find", { orderNumber: "#987654", email: "layla@example.ae" });
    expect(wrongEmail).toMatchObject({ ok: false, code: "invalid", fieldErrors: { orderNumber: notFound } });
    expect(orderOf(wrongEmail)).toBeNull();
    expect({ ...unknownNumber, values: null }).toEqual({ ...wrongEmail, values: null });
  });
});

describe("the review form: step 2 stores a review of one line", () => {
  test("a review of a line is stored as pending, whatever the e-mail's case and the '#'", async () => {
    const state = await submit({ email: "LAYLA@Example.AE", orderNumber: localOrderNumber.replace("#", "") });
    expect(state).toEqual({ ok: true, message: "Review Submitted Successfully!" });
    const [stored] = await reviewsOf("Matcha Clay Mask", "layla@example.ae");
    expect(stored).toMatchObject({ status: "pending", rating: 5, productSlug: "matcha-clay-mask", title: "Calm, bright skin", recommend: "yes", customerName: "Layla Haddad", orderItemId: expect.any(Number) });
  });

  test("the bundle of a Shopify-synced order is reviewed under the bundle's slug", async () => {
    const state = await submit({ orderNumber: "#1042", email: "layla@example.com", product: "The Matcha Ritual", recommend: "" });
    expect(outcomeOf(state)).toBe("stored");
    const [stored] = await reviewsOf("The Matcha Ritual", "layla@example.com");
    expect(stored).toMatchObject({ status: "pending", productSlug: "matcha-ritual", recommend: null });
  });

  test.each([
    ["a line of another order", async () => (await linesOf("#1042", "layla@example.com"))["The Matcha Ritual"]!],
    ["a product id, as the old form sent", async () => "collagen-essence"],
    ["a line number nobody has", async () => "999999"],
  ])("%s is refused with a clear message in the shopper's language, and the order's lines stay offered", async (_case, productPurchased) => {
    const line = await productPurchased();
    const result = await submit({ productPurchased: line, reviewTitle: "Not in the order" });
    const state = refusal(result);
    expect(state.code).toBe("invalid");
    expect(state.fieldErrors.productPurchased).toMatch(/^(This product was not in this order\. Please choose one of the products listed\.|Please select a product)$/);
    expect(orderOf(state)?.lines.map((item) => item.name)).toEqual(["Matcha Clay Mask", "Matcha Pure Cleanser"]);
    expect(state.values.reviewTitle).toBe("Not in the order");
    expect(await db().select().from(reviews).where(eq(reviews.title, "Not in the order"))).toHaveLength(0);
  });

  test("another order's line is refused with the not-in-order message, in Arabic on the Arabic page", async () => {
    const bundleLine = (await linesOf("#1042", "layla@example.com"))["The Matcha Ritual"]!;
    const english = await post("review", { ...review, orderNumber: localOrderNumber, productPurchased: bundleLine, reviewTitle: "Not in the order" });
    const arabic = await post("review", { ...review, orderNumber: localOrderNumber, productPurchased: bundleLine, reviewTitle: "Not in the order" }, "ar");
    expect(refusal(english).fieldErrors.productPurchased).toBe("This product was not in this order. Please choose one of the products listed.");
    expect(refusal(arabic).fieldErrors.productPurchased).toBe("لم يكن هذا المنتج ضمن هذا الطلب. يُرجى اختيار أحد المنتجات المعروضة.");
    expect(await db().select().from(reviews).where(eq(reviews.title, "Not in the order"))).toHaveLength(0);
  });

  test("one review per order line: a second one is refused clearly, the order's other line is fine", async () => {
    const first = await submit({ product: "Matcha Pure Cleanser" });
    const second = await submit({ product: "Matcha Pure Cleanser", reviewTitle: "Again" });
    expect(outcomeOf(first)).toBe("stored");
    expect(second).toMatchObject({ ok: false, code: "duplicate", message: "You have already reviewed this product for this order. Thank you!" });
    expect(refusal(second).values.reviewTitle).toBe("Again");
    expect(orderOf(second)?.orderNumber).toBe(localOrderNumber);
    expect(await reviewsOf("Matcha Pure Cleanser", "layla@example.ae")).toHaveLength(1);
  });

  test("invalid entries come back as the spec's field errors with the entries and the order kept; nothing is stored", async () => {
    const state = refusal(await submit({ customerName: "", rating: "", reviewText: "Too short" }));
    expect(state.code).toBe("invalid");
    expect(state.fieldErrors).toEqual({ customerName: "Name is required", rating: "Please select a rating", reviewText: "Review must be at least 50 characters" });
    expect(state.values.reviewText).toBe("Too short");
    expect(orderOf(state)?.orderNumber).toBe(localOrderNumber);
    const empty = refusal(await post("find", { orderNumber: "", email: "" }));
    expect(empty.fieldErrors).toEqual({ orderNumber: "Please enter your order number", email: "Email is required" });
  });

  test("a failing database is a clear failure, logged once", async () => {
    mockedDatabase.failing = true;
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await post("review", { ...review, orderNumber: localOrderNumber, productPurchased: "1" })).toMatchObject({ ok: false, code: "unexpected", message: "An unexpected error occurred. Please try again." });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  test("one client gets 5 wrong order guesses in 10 minutes, then is asked to wait; finding a real order costs nothing", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect(outcomeOf(await post("find", { orderNumber: localOrderNumber, email: review.email }))).toBe("found");
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) outcomes.push(outcomeOf(await post("find", { orderNumber: `#55500${attempt}`, email: review.email })));
    expect(outcomes).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "throttled"]);
    expect(outcomeOf(await post("find", { orderNumber: localOrderNumber, email: review.email }))).toBe("throttled");
  });

  test("the way back to step 1 and a refusal once the order is found cost no attempt", async () => {
    const back = new FormData();
    back.set("step", "review");
    back.set("changeOrder", "1");
    back.set("orderNumber", localOrderNumber);
    back.set("email", review.email);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect(await submitReviewAction(null, back)).toEqual({ ok: true, data: { entries: { orderNumber: localOrderNumber, email: review.email } } });
      expect(outcomeOf(await submit({ customerName: "" }))).toBe("invalid");
    }
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) outcomes.push(outcomeOf(await post("find", { orderNumber: `#55510${attempt}`, email: review.email })));
    expect(outcomes).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "throttled"]);
  });
});

describe("ratings: one query, the approved reviews alone", () => {
  test("only approved reviews count, each on its own item, the bundle included", async () => {
    const before = await readRatingSummaries(db());
    // Nothing approved yet: no item shows a rating it has no review for.
    expect(before["matcha-pure-cleanser"]).toEqual({ rating: 0, count: 0 });
    expect(before["matcha-ritual"]).toEqual({ rating: 0, count: 0 });
    expect(before["collagen-essence"]).toEqual({ rating: 0, count: 0 });
    expect(await readApprovedReviews(db(), { productSlug: "matcha-pure-cleanser" })).toEqual([]);

    // The back office's decision, as moderateReview writes it.
    await db().update(reviews).set({ status: "approved", rating: 1, moderatedAt: new Date() }).where(eq(reviews.productSlug, "matcha-pure-cleanser"));
    await db().update(reviews).set({ status: "approved", moderatedAt: new Date() }).where(eq(reviews.productSlug, "matcha-ritual"));
    await db().update(reviews).set({ status: "rejected", moderatedAt: new Date() }).where(eq(reviews.productSlug, "matcha-clay-mask"));
    const after = await readRatingSummaries(db());
    expect(after["matcha-pure-cleanser"]).toEqual({ rating: 1, count: 1 });
    expect(after["matcha-ritual"]).toEqual({ rating: 5, count: 1 });
    expect(after["matcha-clay-mask"]).toEqual({ rating: 0, count: 0 });
    expect(after["collagen-essence"]).toEqual({ rating: 0, count: 0 });

    const [shown] = await readApprovedReviews(db(), { productSlug: "matcha-pure-cleanser" });
    expect(shown).toMatchObject({ productName: "Matcha Pure Cleanser", customerName: "Layla Haddad", rating: 1, createdAt: expect.stringMatching(/^\d{4}-/) });
  });
});
