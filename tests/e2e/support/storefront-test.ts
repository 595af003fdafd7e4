import { test as base } from "@playwright/test";

import type { StorefrontMode, StorefrontProductChange } from "../../support/storefront-server.mjs";

/** Set per project in playwright.config.ts: the origin of the Storefront API test server the shop talks to. */
export type StorefrontOptions = { storefrontURL: string };

export type StorefrontControl = {
  /** Applies `mode` to the next `times` Storefront requests (every request when omitted). */
  setMode(mode: StorefrontMode, times?: number): Promise<void>;
  reset(): Promise<void>;
  /** Changes a product in "Shopify" as a merchant would (price, compare-at price, availability). */
  editProduct(change: StorefrontProductChange): Promise<void>;
};

/**
 * The test server is shared by every test of the shopify project and lives in another process, so it is
 * scripted over HTTP, and always put back to answering normally after a test, whatever the test did.
 */
export const test = base.extend<StorefrontOptions & { storefront: StorefrontControl }>({
  storefrontURL: ["", { option: true }],
  storefront: async ({ storefrontURL, playwright }, provide) => {
    if (!storefrontURL) throw new Error("storefrontURL is not set: run this spec in the shopify project");
    const api = await playwright.request.newContext({ baseURL: storefrontURL });
    const post = async (path: string, body: unknown) => {
      const response = await api.post(path, { data: body });
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
    };
    const control: StorefrontControl = {
      setMode: (mode, times) => post("/__test/mode", { mode, times }),
      reset: () => post("/__test/reset", {}),
      editProduct: (change) => post("/__test/product", change),
    };
    await provide(control);
    await control.reset();
    await api.dispose();
  },
});

export { expect } from "@playwright/test";
