import { expect, test } from "@playwright/test";

import { addOneCleanser } from "./support/shop";

// The cart id is the key to the cart: it travels only in a cookie scripts cannot read, never in anything a page holds.
test("the cart cookie is __Host- prefixed, and the cart id is in no page, /api/cart answer or action result", async ({
  page,
  context,
}) => {
  // Every POST is a server action here (with JavaScript, or the form post before hydration): keep what it answered.
  // Read through a route, because a response body the page has navigated away from can no longer be read.
  const actionBodies: string[] = [];
  await page.route("**/*", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    actionBodies.push(body);
    await route.fulfill({ response, body });
  });

  await addOneCleanser(page);

  const cookies = await context.cookies();
  const cartCookie = cookies.find((cookie) => cookie.name === "__Host-cart_id");
  expect(cartCookie, JSON.stringify(cookies.map((cookie) => cookie.name))).toBeDefined();
  // Host-only (no leading dot, so no Domain attribute was sent), Secure, Path=/, httpOnly.
  expect(cartCookie).toMatchObject({ domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  expect(cookies.some((cookie) => cookie.name === "cart_id")).toBe(false);
  const cartId = cartCookie!.value;
  expect(cartId.length).toBeGreaterThan(20);

  for (const path of ["/cart", "/checkout", "/checkout/delivery"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain("Matcha Pure Cleanser");
    expect(html, path).not.toContain(cartId);
  }
  const api = await page.request.get("/api/cart");
  const apiBody = await api.text();
  expect(JSON.parse(apiBody)).toMatchObject({ cart: { totalQuantity: 1 } });
  expect(apiBody).not.toContain(cartId);

  // Changing the cart from the cart page: the results the browser receives hold no id either.
  await page.goto("/cart");
  await page.getByRole("button", { name: "Increase quantity of Matcha Pure Cleanser" }).click();
  await expect(page.getByTestId("line-quantity")).toHaveText("2");
  // The stepper shows the new quantity before the answer arrives (optimistic), so wait for the answer itself.
  await expect.poll(() => actionBodies.length).toBeGreaterThanOrEqual(2);
  expect(actionBodies.join("")).toContain("Matcha Pure Cleanser");
  for (const body of actionBodies) expect(body).not.toContain(cartId);
  expect(await page.content()).not.toContain(cartId);

  // Clearing the cart really drops the __Host- cookie (its deletion must be Secure too, or the browser ignores it).
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "__Host-cart_id"))
    .toBe(false);
  await page.unrouteAll({ behavior: "wait" });
});
