import { expect, type Page } from "@playwright/test";

import { callServerAction, mergeCookies, readServerActions } from "../../support/server-actions.mjs";
import { recordCspViolations, type CspViolation } from "./csp";

/**
 * Hostile text a shopper can get stored through the public forms and that an admin then reads in the back office.
 * Each passes the forms' validation, so it is stored as typed; the back office must show it as text.
 */
export const hostileRecords = {
  order: {
    fullName: `<img src=x onerror=alert("order-name")>`,
    email: "hostile-order@example.com",
    phone: "+971 50 123 4567",
    emirate: "Dubai",
    addressLine: `"><script>alert("order-address")</script> Villa 9`,
    city: `<svg onload=alert("city")>`,
  },
  contact: {
    firstName: `<b onmouseover=alert(1)>Zed`,
    lastName: "O'Brien\"; DROP TABLE contact_messages; --",
    email: "hostile-contact@example.com",
    subject: `<script>alert("subject")</script>`,
    message: `</textarea><script>alert("message")</script> {{7*7}} \${7*7} <a href="javascript:alert(1)">click</a>`,
  },
  review: {
    customerName: `<img src=x onerror=alert("review")>`,
    reviewTitle: `<script>alert("review-title")</script>`,
    reviewText: `<iframe src="javascript:alert('review-text')"></iframe> gentle, bright and calm after two weeks of use.`,
  },
};

const mask = "gid://shopify/ProductVariant/4801000000001";

/** Stores one order, one review of it and one contact message, all hostile, through the shop's own server actions. */
export async function storeHostileRecords(baseUrl: string): Promise<{ orderNumber: string }> {
  const actions = readServerActions();
  const action = (name: string) => actions.get(name)!;
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  const added = await callServerAction({
    baseUrl,
    page: "/products/matcha-clay-mask",
    id: action("lib/actions/cart.ts#addToCartAction"),
    args: [{ merchandiseId: mask, quantity: 1 }],
  });
  const placed = await callServerAction({
    baseUrl,
    page: "/checkout/delivery",
    id: action("lib/actions/place-order.ts#placeOrderAction"),
    args: [null, form(hostileRecords.order)],
    cookie: mergeCookies("", added.headers),
  });
  expect(placed.redirect, "the hostile order was placed").toBeTruthy();
  const confirmation = await (await fetch(new URL(placed.redirect!.split(";")[0]!, baseUrl))).text();
  // Shown as an element's whole text (`>#1001<`), which no colour or id in the page's markup looks like.
  const orderNumber = />(#\d{4,})</.exec(confirmation)?.[1];
  expect(orderNumber, "the confirmation names the order").toBeTruthy();

  // The review form's two steps: the order's lines first, then the review of its one line (the mask).
  const reviewAction = action("lib/actions/submit-review.ts#submitReviewAction");
  const found = await callServerAction({
    baseUrl,
    page: "/reviews",
    id: reviewAction,
    args: [{}, form({ step: "find", orderNumber: orderNumber!, email: hostileRecords.order.email })],
  });
  const maskLine = (found.result as { data?: { order?: { lines: { id: string }[] } } } | undefined)?.data?.order
    ?.lines[0]?.id;
  expect(maskLine, found.text.slice(0, 300)).toBeTruthy();
  const review = await callServerAction({
    baseUrl,
    page: "/reviews",
    id: reviewAction,
    args: [
      {},
      form({
        ...hostileRecords.review,
        step: "review",
        orderNumber: orderNumber!,
        email: hostileRecords.order.email,
        productPurchased: maskLine!,
        rating: "5",
        recommend: "yes",
      }),
    ],
  });
  expect((review.result as { ok?: boolean } | undefined)?.ok, review.text.slice(0, 300)).toBe(true);

  const contact = await callServerAction({
    baseUrl,
    page: "/contact",
    id: action("lib/actions/contact.ts#sendContactMessageAction"),
    args: [{}, form(hostileRecords.contact)],
  });
  expect((contact.result as { ok?: boolean } | undefined)?.ok, contact.text.slice(0, 300)).toBe(true);
  return { orderNumber: orderNumber! };
}

/**
 * Watches `page` for any sign that stored text ran as code: a dialog (alert), an uncaught error, an error on the
 * console, or a Content-Security-Policy violation (an inline script or handler the policy blocked).
 */
export async function watchForInjectedScript(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const violations: CspViolation[] = await recordCspViolations(page);
  return { dialogs, errors, violations };
}
