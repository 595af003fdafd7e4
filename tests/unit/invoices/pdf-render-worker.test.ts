import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";

import { renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";
import { RenderPool } from "@/lib/invoices/pdf/render-pool";
import { spawnRenderWorker } from "@/lib/invoices/pdf/spawn-render-worker";
import { sampleInvoiceSnapshot } from "@/tests/support/invoice-fixtures";

// Workers that misbehave the ways a real one can: it dies at once, or it never answers.
const crashingWorker = () => new Worker("process.exit(3)", { eval: true });
const silentWorker = () =>
  new Worker("require('node:worker_threads').parentPort.on('message', () => {})", { eval: true });
// Answers at once with three bytes: what the pool does next, without the cost of a real drawing.
const quickWorker = () =>
  new Worker(
    "const { parentPort } = require('node:worker_threads');" +
      "parentPort.on('message', ({ id }) => parentPort.postMessage({ id, pdf: new Uint8Array([1, 2, 3]) }));",
    { eval: true },
  );

const pools: RenderPool[] = [];
const pool = (options: ConstructorParameters<typeof RenderPool>[0]) => {
  const created = new RenderPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()));
});

// A worker's first PDF parses the fonts (seconds each on an idle machine); two workers and the main thread drawing
// four PDFs took over 30 s once beside a CI build. The tests check what is drawn and where, not how fast.
jest.setTimeout(120_000);

describe("the invoice PDF worker", () => {
  test("draws the same bytes as the main thread would, off the main thread", async () => {
    const snapshot = sampleInvoiceSnapshot();
    const workers = pool({ spawn: spawnRenderWorker });
    const [english, arabic] = await Promise.all([workers.render(snapshot, "en"), workers.render(snapshot, "ar")]);
    expect(Buffer.from(english).equals(Buffer.from(await renderInvoicePdf(snapshot, "en")))).toBe(true);
    expect(Buffer.from(arabic).equals(Buffer.from(await renderInvoicePdf(snapshot, "ar")))).toBe(true);
  });

  // What /api/health waited for in issue 30: the drawing held the server's one thread. A fresh worker parses the
  // faces (most of a first PDF's cost); meanwhile the main thread's longest stall must stay a small part of it.
  test("the server's thread keeps turning while a PDF is drawn", async () => {
    const workers = pool({ spawn: spawnRenderWorker });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    await workers.render(sampleInvoiceSnapshot(), "ar");
    const drawingMs = performance.now() - started;
    delay.disable();
    const longestStallMs = delay.max / 1e6;
    expect(longestStallMs).toBeLessThan(Math.max(50, drawingMs / 5));
  });

  test("a worker that crashes fails its document with a clear error, and the next document gets a fresh worker", async () => {
    const spawns = [crashingWorker, spawnRenderWorker];
    const workers = pool({ spawn: () => spawns.shift()!() });
    await expect(workers.render(sampleInvoiceSnapshot(), "en")).rejects.toMatchObject({
      code: "worker_stopped",
      message: expect.stringContaining("exited with code 3"),
    });
    expect((await workers.render(sampleInvoiceSnapshot(), "en")).byteLength).toBeGreaterThan(1000);
  });

  test("a document the worker cannot draw is refused with the reason, and the worker goes on drawing", async () => {
    const workers = pool({ spawn: spawnRenderWorker });
    const broken = { ...sampleInvoiceSnapshot(), lines: null } as unknown as ReturnType<typeof sampleInvoiceSnapshot>;
    await expect(workers.render(broken, "en")).rejects.toMatchObject({ code: "failed" });
    expect((await workers.render(sampleInvoiceSnapshot(), "en")).byteLength).toBeGreaterThan(1000);
  });

  test("a worker that never answers is stopped at the time limit instead of holding the document forever", async () => {
    const spawns = [silentWorker, quickWorker];
    const workers = pool({ spawn: () => spawns.shift()!(), timeoutMs: 300 });
    const first = workers.render(sampleInvoiceSnapshot(), "en");
    const second = workers.render(sampleInvoiceSnapshot(), "en");
    await expect(first).rejects.toMatchObject({ code: "timed_out" });
    expect([...(await second)]).toEqual([1, 2, 3]);
  });

  test("documents past the waiting limit are refused at once as busy", async () => {
    const workers = pool({ spawn: silentWorker, maxWaiting: 2, timeoutMs: 60_000 });
    const accepted = [1, 2, 3].map(() => workers.render(sampleInvoiceSnapshot(), "en"));
    accepted.forEach((promise) => promise.catch(() => {}));
    await expect(workers.render(sampleInvoiceSnapshot(), "en")).rejects.toMatchObject({ code: "busy" });
  });
});
