import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Jest's stand-in for lib/invoices/pdf/spawn-render-worker.ts (jest.config.mjs maps it): the same worker file, run
 * from its TypeScript source through tsx (which reads the `@/` paths from tsconfig.json). The react-server condition
 * resolves `server-only` as Next.js's server bundles do.
 */
export function spawnRenderWorker(): Worker {
  return new Worker(path.join(__dirname, "../../lib/invoices/pdf/render-worker.ts"), {
    name: "invoice-pdf",
    execArgv: ["--import", "tsx", "--conditions=react-server"],
  });
}
