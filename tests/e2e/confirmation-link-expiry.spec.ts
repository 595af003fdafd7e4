import { expect, test } from "@playwright/test";
import postgres from "postgres";

import { policies } from "@/content/policies";
import { canSeedCarts, cartCookie, seedCart } from "./support/seed-cart";
import { submitDeliveryDetails, uniqueEmail } from "./support/shop";

const CLEANSER = "gid://shopify/ProductVariant/4801000000003";

test.skip(!canSeedCarts, "the order is aged through DATABASE_URL; embedded PGlite belongs to the server process");

test("a confirmation link shows the order for the documented days, then only points to tracking", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.addCookies([cartCookie(baseURL, await seedCart([{ merchandiseId: CLEANSER, quantity: 1 }]))]);
  await page.goto("/checkout/delivery");
  const email = uniqueEmail("expiry", testInfo.workerIndex);
  await submitDeliveryDetails(page, email);
  const link = page.url();
  await expect(page.getByText(email)).toBeVisible();

  const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    const token = new URL(link).searchParams.get("order")!;
    const days = policies.orderConfirmation.showDetailsForDays + 1;
    await sql`update orders set created_at = now() - make_interval(days => ${days}) where public_token = ${token}`;
  } finally {
    await sql.end();
  }

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This confirmation link has expired" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Track Order" })).toHaveAttribute(
    "href",
    "/track-order",
  );
  const html = await page.content();
  for (const detail of [email, "Layla", "+971 50 123 4567", "Villa 12", "Matcha Pure Cleanser"])
    expect(html).not.toContain(detail);
});
