import { and, eq } from "drizzle-orm";

import { submitReviewAction } from "@/lib/actions/submit-review";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import { reviews } from "@/lib/db/schema";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { upsertShopifyOrder } from "@/lib/orders/shopify-order-sync";
import { shopifyOrderSchema } from "@/lib/orders/shopify-webhook-payloads";
import { readApprovedRatingTotals, readApprovedReviews } from "@/lib/reviews/approved-reviews";
import { combineRating } from "@/lib/reviews/combined-rating";
import { initialReviewState } from "@/lib/reviews/review-state";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { shopifyOrderPayload } from "@/tests/support/shopify-webhook-fixtures";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedDatabase, mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";


jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

const notFound = "Order number format is incorrect or order not found";
let localOrderNumber = "";

const db = openTestDatabaseForFile();
beforeAll(async () => {
  const shop = createLocalProvider(async () => db());
  const cart = await shop.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 1 }]);
  const customer = cashOnDeliverySchema.parse({ fullName: "Layla Haddad", email: "layla@example.ae", phone: "+971 50 123 4567", emirate: "Dubai", addressLine: "Villa 12, Al Wasl Road", city: "Jumeirah" });
  const placed = await placeCashOnDeliveryOrder(db(), { cartId: cart.id, customer });
  if (!placed.ok) throw new Error(placed.message);
  localOrderNumber = placed.order.orderNumber;
  // A Shopify order as the webhook stores it: #1042, placed with Layla@Example.com.
  await upsertShopifyOrder(db(), shopifyOrderSchema.parse(shopifyOrderPayload()));
});
beforeEach(() => {
  mockedRequest.clientAddress = freshClientAddress();
});

const review = {
  orderNumber: "",
  customerName: "Layla Haddad",
  email: "layla@example.ae",
  productPurchased: "matcha-clay-mask",
  rating: "5",
  reviewTitle: "Calm, bright skin",
  reviewText: "My skin feels calmer and brighter after three weeks of using the mask twice a week.",
  recommend: "yes",
};

function submit(values: Partial<typeof review>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ ...review, orderNumber: localOrderNumber, ...values })) formData.set(name, value);
  return submitReviewAction(initialReviewState, formData);
}

const reviewsOf = (productName: string, email: string) =>
  db().select().from(reviews).where(and(eq(reviews.productName, productName), eq(reviews.email, email)));

describe("submitReviewAction", () => {
  test("a review for a real local order is stored as pending, whatever the e-mail's case and the '#'", async () => {
    const state = await submit({ email: "LAYLA@Example.AE", orderNumber: localOrderNumber.replace("#", "") });
    expect(state).toEqual({ outcome: "submitted", message: "Review Submitted Successfully!", fieldErrors: {}, values: {} });
    const [stored] = await reviewsOf("Matcha Clay Mask", "layla@example.ae");
    expect(stored).toMatchObject({ status: "pending", rating: 5, productSlug: "matcha-clay-mask", title: "Calm, bright skin", recommend: "yes", customerName: "Layla Haddad" });
  });

  test("a Shopify-synced order counts too, and a product without a page is stored without a slug", async () => {
    const state = await submit({ orderNumber: "#1042", email: "layla@example.com", productPurchased: "hydra-bloom-serum", recommend: "" });
    expect(state.outcome).toBe("submitted");
    const [stored] = await reviewsOf("Hydra Bloom Serum", "layla@example.com");
    expect(stored).toMatchObject({ status: "pending", productSlug: null, recommend: null });
  });

  test("a real order number with another e-mail gets exactly the answer an unknown number gets", async () => {
    const wrongEmail = await submit({ email: "someone.else@example.ae" });
    const unknownNumber = await submit({ orderNumber: "#987654" });
    expect(wrongEmail).toMatchObject({ outcome: "invalid", fieldErrors: { orderNumber: notFound } });
    expect({ ...unknownNumber, values: null }).toEqual({ ...wrongEmail, values: null });
    expect(await reviewsOf("Matcha Clay Mask", "someone.else@example.ae")).toHaveLength(0);
  });

  test("one review per order and product: a second one is refused clearly, another product is fine", async () => {
    const first = await submit({ productPurchased: "collagen-essence" });
    const second = await submit({ productPurchased: "collagen-essence", reviewTitle: "Again" });
    expect(first.outcome).toBe("submitted");
    expect(second).toMatchObject({ outcome: "duplicate", message: "You have already reviewed this product for this order. Thank you!" });
    expect(second.values.reviewTitle).toBe("Again");
    expect(await reviewsOf("Collagen Essence", "layla@example.ae")).toHaveLength(1);
  });

  test("invalid entries come back as the spec's field errors with the entries kept; nothing is stored", async () => {
    const state = await submit({ orderNumber: "", customerName: "", rating: "", reviewText: "Too short" });
    expect(state.outcome).toBe("invalid");
    expect(state.fieldErrors).toEqual({ orderNumber: "Please enter your order number", customerName: "Name is required", rating: "Please select a rating", reviewText: "Review must be at least 50 characters" });
    expect(state.values.reviewText).toBe("Too short");
  });

  test("a failing database is a clear failure, logged once", async () => {
    mockedDatabase.failing = true;
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await submit({})).toMatchObject({ outcome: "error", message: "An unexpected error occurred. Please try again." });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  test("one client gets 5 reviews (or order guesses) in 10 minutes, then is asked to wait", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) outcomes.push((await submit({ orderNumber: `#55500${attempt}` })).outcome);
    expect(outcomes).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "throttled"]);
  });
});

describe("approved reviews", () => {
  test("only approved reviews are read, and they add to the catalogue rating and count", async () => {
    await submit({ productPurchased: "matcha-pure-cleanser", rating: "1", reviewTitle: "Not for me" });
    const slug = "matcha-pure-cleanser";
    expect(await readApprovedRatingTotals(db(), slug)).toEqual({ count: 0, ratingSum: 0 });
    expect(await readApprovedReviews(db(), { productSlug: slug })).toEqual([]);

    // The back office will do this; until then the test approves in the database.
    await db().update(reviews).set({ status: "approved", moderatedAt: new Date() }).where(eq(reviews.productSlug, slug));
    const totals = await readApprovedRatingTotals(db(), slug);
    expect(totals).toEqual({ count: 1, ratingSum: 1 });
    expect(combineRating({ rating: 4.7, count: 33 }, totals)).toEqual({ rating: 4.6, count: 34 });

    const [shown] = await readApprovedReviews(db(), { productSlug: slug });
    expect(shown).toMatchObject({ productName: "Matcha Pure Cleanser", customerName: "Layla Haddad", rating: 1, title: "Not for me", createdAt: expect.stringMatching(/^\d{4}-/) });
    // Pending and other products' reviews stay out of this product's list; /reviews lists every approved one.
    expect((await readApprovedReviews(db())).map((item) => item.productSlug)).toEqual([slug]);
  });
});
