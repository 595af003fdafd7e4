import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import RenderDatedFileSystemCache from "@/lib/cache/file-system-cache-handler.mjs";
import { databaseTag, rememberDatabaseIdentity } from "@/lib/cache/database-identity";
import { paymentSetupTag } from "@/lib/cache/payment-setup";
import { withRenderClock } from "@/lib/cache/render-clock";

// The single-instance server's cache handler (server.ts without REDIS_URL), driven through Next.js's own
// IncrementalCache, which decides what is fresh exactly as a running shop does.
const nextRequire = createRequire(path.join(__dirname, "../../../package.json"));
type Cache = {
  get(key: string, context: object): Promise<{ value: unknown } | null>;
  set(key: string, data: object, context: object): Promise<void>;
  revalidateTag(tags: string[], durations?: object): Promise<void>;
};
const { IncrementalCache } = nextRequire("next/dist/server/lib/incremental-cache/index.js") as {
  IncrementalCache: new (options: object) => Cache;
};
const { nodeFs } = nextRequire("next/dist/server/lib/node-fs-methods.js") as { nodeFs: object };

let serverDistDir = "";
beforeAll(() => {
  serverDistDir = mkdtempSync(path.join(tmpdir(), "shop-cache-"));
});
afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

function incrementalCache(): Cache {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: false,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 10_000_000,
    previewProps: { previewModeId: "test", previewModeSigningKey: "", previewModeEncryptionKey: "" },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    CurCacheHandler: RenderDatedFileSystemCache,
    fetchCacheKeyPrefix: "",
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, status: 200, url: "" },
  revalidate: 3600,
});
const readFigures = (cache: Cache, key: string, tag: string) =>
  cache.get(key, { kind: "FETCH", tags: [tag], softTags: [], revalidate: 3600 });

describe("the single instance's cache dates an entry from the start of the request that rendered it", () => {
  test("a render that read before a save and was written after the save's expiry is not served", async () => {
    const cache = incrementalCache();
    const tag = `catalogue-race-${Date.now()}`;
    // The render begins and reads the old figures ...
    const renderStarted = Date.now();
    await pause(5);
    // ... the owner's save expires the tag ...
    await cache.revalidateTag([tag], { expire: 0 });
    await pause(5);
    // ... and the render finishes and stores what it read.
    await withRenderClock(
      () => cache.set("figures-a", figures('"old price"'), { fetchCache: true, tags: [tag] }),
      renderStarted,
    );

    await expect(readFigures(cache, "figures-a", tag)).resolves.toBeNull();
  });

  test("a render that began after the save stays cached", async () => {
    const cache = incrementalCache();
    const tag = `catalogue-after-${Date.now()}`;
    await cache.revalidateTag([tag], { expire: 0 });
    await pause(5);
    await withRenderClock(() => cache.set("figures-b", figures('"new price"'), { fetchCache: true, tags: [tag] }));

    await expect(readFigures(cache, "figures-b", tag)).resolves.toMatchObject({
      value: { data: { body: '"new price"' } },
    });
  });
});

describe("a page rendered from another database is missing", () => {
  const page = (tags: string) => ({
    kind: "APP_PAGE",
    html: "<p>Approved review</p>",
    rscData: Buffer.from(""),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  });
  const handler = () => new RenderDatedFileSystemCache({ fs: nodeFs, flushToDisk: false, serverDistDir });

  test.each([
    ["another database's page", `reviews,${databaseTag("shop-a")}`, "shop-b", null],
    ["this database's page", `reviews,${databaseTag("shop-b")}`, "shop-b", "<p>Approved review</p>"],
    ["a page that read no database (the build's seed)", "reviews", "shop-b", "<p>Approved review</p>"],
  ])("%s", async (_, tags, identity, html) => {
    const cache = handler();
    const key = `/reviews-${identity}-${tags}`;
    await cache.set(key, page(tags), { cacheControl: { revalidate: 3600, expire: undefined } });
    rememberDatabaseIdentity(identity);

    const entry = (await cache.get(key, { kind: "APP_PAGE" })) as { value: { html: string } } | null;
    expect(entry?.value.html ?? null).toBe(html);
  });
});

describe("a page rendered for another payment setup is missing (one build, shops with other PAYMENT_PROVIDERs)", () => {
  const page = (tags: string) => ({
    kind: "APP_PAGE",
    html: "<p>You pay in cash when your order arrives.</p>",
    rscData: Buffer.from(""),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  });
  const handler = () => new RenderDatedFileSystemCache({ fs: nodeFs, flushToDisk: false, serverDistDir });
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test.each([
    ["the build's cash-only FAQ on a Stripe shop", paymentSetupTag("local"), { PAYMENT_PROVIDER: "stripe" }, false],
    [
      "a Stripe card page on a shop that added Apple Pay",
      paymentSetupTag("local:stripe:card"),
      { PAYMENT_PROVIDER: "stripe", PAYMENT_METHODS: "card,apple_pay" },
      false,
    ],
    [
      "this setup's page (methods listed in another order and case)",
      paymentSetupTag("local:checkoutcom:card+tabby"),
      { PAYMENT_PROVIDER: "checkoutcom", PAYMENT_METHODS: " Tabby ,card" },
      true,
    ],
    ["the cash-only page on a cash-only shop", paymentSetupTag("local"), { PAYMENT_PROVIDER: undefined }, true],
    ["a page that names no payment at all", "reviews", { PAYMENT_PROVIDER: "stripe" }, true],
  ])("%s", async (_, tags, env, kept) => {
    const cache = handler();
    const key = `/faq-${tags}-${JSON.stringify(env)}`;
    await cache.set(key, page(tags), { cacheControl: { revalidate: false, expire: undefined } });
    for (const [name, value] of Object.entries(env))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    const entry = (await cache.get(key, { kind: "APP_PAGE" })) as { value: { html: string } } | null;
    expect(entry !== null).toBe(kept);
  });
});
