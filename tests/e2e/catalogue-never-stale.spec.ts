import { expect, test } from "@playwright/test";

import { newTestAccount } from "./support/accounts";
import { isolatedShopAdminSession } from "./support/admin-session";
import { saveInALoopAndReadEverywhere } from "./support/catalogue-save-loop";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";

// Issue 32, "never stale", on one instance (tests/e2e/cluster.spec.ts runs the same loop on two): prices saved seconds
// apart while shoppers read the home, collection, product and bundle pages in both languages, and no page shows an
// old figure once the save has answered. On a shop of its own, since it rewrites prices the other specs read.
test.describe.configure({ mode: "serial", timeout: 600_000 });

const owner = newTestAccount("never-stale-owner", 0);
let shop: IsolatedShop | undefined;

test.beforeAll(async () => {
  // A fresh PGlite folder opens slowly on a busy machine.
  test.setTimeout(180_000);
  // Its pages stay in its memory (PAGE_CACHE=memory, startIsolatedShop) so the prices it saves reach no other shop.
  shop = await startFreshShop(e2eBasePort + 85, "never_stale");
  await waitForHealth(shop.baseUrl, 200, 150_000);
});
test.afterAll(async () => {
  await shop?.stop();
});

test("catalogue saves in a loop: every page shows the new figures once each save has answered", async ({ browser }) => {
  const storageState = await isolatedShopAdminSession(shop!, owner);
  const admin = await (await browser.newContext({ storageState, javaScriptEnabled: false })).newPage();
  try {
    const { stale, reads } = await saveInALoopAndReadEverywhere(admin, {
      adminBase: shop!.baseUrl,
      readBases: [shop!.baseUrl],
      rounds: 4,
    });
    // The readers did keep renders in flight around the saves.
    expect(reads).toBeGreaterThan(20);
    expect(stale).toEqual([]);
  } finally {
    await admin.context().close();
  }
});
