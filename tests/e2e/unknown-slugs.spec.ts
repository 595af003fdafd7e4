import { expect, test } from "@playwright/test";

import { productMessages } from "@/content/messages/en/product";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { serverOutputPaths } from "../../scripts/build-output.mjs";
import { collectedResidentMb } from "../../scripts/load/memory.mjs";

// Unknown product and bundle slugs cost nothing to keep: their 404 is never stored by the shop's route cache or by a
// shared cache, so a client cannot fill either by requesting junk slugs. Known products stay prerendered.
const junk = (label: string, n: number) => `zz-junk-${label}-${n}-${Date.now().toString(36)}`;

/** Every file under the build's server output whose path mentions `needle`. */
const buildFilesMentioning = (needle: string) => serverOutputPaths().filter((file) => file.includes(needle));

for (const section of ["products", "bundles"]) {
  test(`an unknown /${section}/ slug answers 404 that no cache may keep, and the build's output gains nothing`, async ({
    baseURL,
  }) => {
    const slug = junk(section, 0);
    for (const attempt of ["first", "repeat"]) {
      const response = await fetch(`${baseURL}/${section}/${slug}`);
      expect(response.status, attempt).toBe(404);
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl, attempt).not.toMatch(/s-maxage|public/);
      expect(cacheControl, attempt).toMatch(/no-store/);
      if (section === "products") expect(await response.text()).toContain(productMessages.notFound.title);
    }
    expect(buildFilesMentioning(slug)).toEqual([]);
  });
}

test("known products are still prerendered and served from the build", async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/products/matcha-clay-mask`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toMatch(/s-maxage/);
  expect(response.headers.get("x-nextjs-prerender") ?? response.headers.get("x-nextjs-cache")).toBeTruthy();
});

test.describe("thousands of junk slugs", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  let shop: IsolatedShop | undefined;
  test.afterAll(async () => shop?.stop());

  test("leave the server's memory flat", async () => {
    // --expose-gc: server.ts then collects on SIGUSR2, so each reading is taken after a full collection.
    shop = await startFreshShop(e2eBasePort + 71, "unknown_slugs", { NODE_OPTIONS: "--expose-gc" });
    await waitForHealth(shop.baseUrl);
    const total = Number(process.env.JUNK_SLUGS ?? 3_000);
    const request = async (n: number) => {
      const response = await fetch(`${shop!.baseUrl}/${n % 2 ? "bundles" : "products"}/${junk("flood", n)}`);
      await response.arrayBuffer();
      return response.status;
    };
    // Warm-up: the not-found pages' code and the renderer's pools, so what follows measures what slugs leave behind.
    for (let n = 0; n < 200; n += 1) await request(n);
    const pid = shop.process.pid!;
    const statuses = new Map<number, number>();
    let next = 1_000;
    /** `count` new junk slugs, 8 at a time; returns the RSS after a full collection. */
    const flood = async (count: number) => {
      const last = next + count;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < last) {
            const status = await request(next++);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      return collectedResidentMb(pid);
    };
    // Two equal floods: the first grows the heap to what serving them needs (V8 keeps it); anything the slugs left
    // behind would grow it again in the second.
    const before = await collectedResidentMb(pid);
    const afterFirst = await flood(total / 2);
    const afterSecond = await flood(total / 2);
    console.log(
      `[unknown-slugs] ${total} junk product and bundle slugs: statuses ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(", ")}; server RSS ${Math.round(before)} MB before, ${Math.round(afterFirst)} MB after the first ${total / 2}, ${Math.round(afterSecond)} MB after the second`,
    );
    expect([...statuses.keys()]).toEqual([404]);
    // Even after a full collection, resident memory moves by some tens of MB (V8 and PGlite's WebAssembly heap return
    // pages unevenly), so the bar sits above that.
    expect(afterSecond - afterFirst).toBeLessThan(64);
  });
});
