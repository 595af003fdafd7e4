import { parentPort } from "node:worker_threads";

import { warmFaces } from "./faces";
import type { RenderReply, RenderRequest } from "./render-messages";
import { renderInvoicePdf } from "./render-invoice-pdf";

/**
 * The PDF worker thread (render-pool.ts starts it): pdf-lib and fontkit draw for tens of milliseconds, and seconds
 * on a loaded machine, so they run here while the server's own thread keeps answering (issue 30). It parses the
 * faces as soon as it starts, so the first document does not pay for it, then draws one request at a time.
 */
const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread (lib/invoices/pdf/render-pool.ts)");

const warmed = warmFaces().catch(() => undefined);
let queue: Promise<void> = Promise.resolve();

port.on("message", ({ id, snapshot, locale }: RenderRequest) => {
  queue = queue.then(async () => {
    await warmed;
    let reply: RenderReply;
    try {
      reply = { id, pdf: await renderInvoicePdf(snapshot, locale) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    // The bytes move to the main thread instead of being copied.
    port.postMessage(reply, "pdf" in reply ? [reply.pdf.buffer as ArrayBuffer] : []);
  });
});
