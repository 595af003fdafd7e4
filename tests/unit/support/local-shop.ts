import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { CommerceProvider } from "@/lib/commerce/types";
import type { Db } from "@/lib/db";

import { openTestDatabaseForFile } from "./mocked-request";

/** The local commerce provider on the file's own test database, for tests of carts, discounts and orders. */
export function openLocalShopForFile(): { db: () => Db; shop: () => CommerceProvider } {
  const db = openTestDatabaseForFile();
  const shop = createLocalProvider(async () => db());
  return { db, shop: () => shop };
}
