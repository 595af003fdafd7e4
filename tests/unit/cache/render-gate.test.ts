import { noteRevalidation, pageGateKey, waitForEarlierRenders } from "@/lib/cache/render-gate";

// Issue 32, "never stale": a shopper's request after a catalogue save must not be handed a render of its page that
// began before the save (Next.js shares one render among the requests that arrive while it runs).

function ending() {
  let end!: () => void;
  const ended = new Promise<void>((done) => (end = done));
  return { ended, end };
}

/** Resolves to whether `promise` settled within a few event-loop turns. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setImmediate(done));
  return settled;
}

test("a page request waits for a render of the same page that began before the latest revalidation", async () => {
  const first = ending();
  await waitForEarlierRenders("/stale-case", 1_000, first.ended);
  await noteRevalidation(2_000);

  const second = waitForEarlierRenders("/stale-case", 3_000, ending().ended);
  expect(await settlesSoon(second)).toBe(false);
  first.end();
  expect(await settlesSoon(second)).toBe(true);
});

test("renders begun after the revalidation, and other pages, hold nobody up", async () => {
  await noteRevalidation(5_000);
  const after = ending();
  await waitForEarlierRenders("/fresh-case", 6_000, after.ended);
  expect(await settlesSoon(waitForEarlierRenders("/fresh-case", 7_000, ending().ended))).toBe(true);

  const earlier = ending();
  await waitForEarlierRenders("/page-a", 4_000, earlier.ended);
  expect(await settlesSoon(waitForEarlierRenders("/page-b", 8_000, ending().ended))).toBe(true);
  earlier.end();
  after.end();
});

test("only page requests go through the gate", () => {
  expect(pageGateKey("GET", "/ar/products/matcha-clay-mask?ref=x")).toBe("/ar/products/matcha-clay-mask");
  expect(pageGateKey("HEAD", "/")).toBe("/");
  expect(pageGateKey("POST", "/collection")).toBeNull();
  expect(pageGateKey("GET", "/_next/static/chunk.js")).toBeNull();
  expect(pageGateKey("GET", "/api/cart")).toBeNull();
});
