import { Worker } from "node:worker_threads";

/**
 * Starts the PDF worker. Written as `new Worker(new URL(..., import.meta.url))` so that Next.js (Turbopack, in
 * `next dev` and `next build`) bundles render-worker.ts and what it imports as a worker entry of its own, and the
 * standalone output traces it. Jest, which cannot load this form, maps this module to
 * tests/support/spawn-render-worker.ts.
 */
export function spawnRenderWorker(): Worker {
  return new Worker(new URL("./render-worker.ts", import.meta.url), { name: "invoice-pdf" });
}
