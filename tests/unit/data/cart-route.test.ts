import { findSellableItem } from "@/content/catalog";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";

const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({ cookies: async () => mockFakeCookies(mockJar) }));

import { GET } from "@/app/api/cart/route";

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;


const db = openTestDatabaseForFile();
describe("GET /api/cart", () => {
  test("answers the shopper's cart without its id, which stays in the httpOnly cookie", async () => {
    const cart = await createLocalProvider(async () => db()).createCart([{ merchandiseId: mask.merchandiseId, quantity: 2 }]);
    mockJar.set("cart_id", { value: cart.id });

    const response = await GET();
    const text = await response.text();

    expect(JSON.parse(text)).toMatchObject({ cart: { totalQuantity: 2, lines: [{ merchandiseId: mask.merchandiseId, quantity: 2 }] } });
    expect(JSON.parse(text).cart).not.toHaveProperty("id");
    expect(text).not.toContain(cart.id);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
