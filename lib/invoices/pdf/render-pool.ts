import type { Worker } from "node:worker_threads";

import type { Locale } from "@/lib/i18n/locales";
import type { InvoiceSnapshot } from "../snapshot";
import type { RenderReply, RenderRequest } from "./render-messages";

export type InvoicePdfFailure = "busy" | "failed" | "worker_stopped" | "timed_out";

/**
 * A PDF the worker could not draw. `code` says why; the route and the outbox treat every one as they treat any
 * failure of the drawing (logged once, a 500 or a retry), except "busy", which the route answers with 503.
 * Checked by `code`, not `instanceof`: Next.js bundles this module once per server layer.
 */
export class InvoicePdfError extends Error {
  constructor(
    readonly code: InvoicePdfFailure,
    message: string,
  ) {
    super(message);
    this.name = "InvoicePdfError";
  }
}

export const isInvoicePdfBusy = (error: unknown): boolean =>
  error instanceof Error && (error as Partial<InvoicePdfError>).code === "busy";

type Job = RenderRequest & { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void };

export type RenderPoolOptions = {
  spawn: () => Worker;
  /** Documents waiting behind the one being drawn; one more is refused at once ("busy"), never left to pile up. */
  maxWaiting?: number;
  /** A drawing that takes longer is abandoned: the worker is stopped and the next document gets a fresh one. */
  timeoutMs?: number;
};

/**
 * One worker thread, reused, drawing one document at a time: the machine's second core draws while the first keeps
 * answering requests. A failed drawing, a worker that crashes or exits, and a drawing past the time limit each
 * reject that document's promise (and, for a lost worker, those already sent to it), so no caller waits forever.
 */
export class RenderPool {
  private worker: Worker | undefined;
  private current: Job | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private readonly maxWaiting: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: RenderPoolOptions) {
    this.maxWaiting = options.maxWaiting ?? 20;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** Starts the worker ahead of the first document, so it has parsed the faces by then. */
  warm(): void {
    this.ensureWorker();
  }

  render(snapshot: InvoiceSnapshot, locale: Locale): Promise<Uint8Array> {
    if (this.waiting.length >= this.maxWaiting)
      return Promise.reject(new InvoicePdfError("busy", `${this.waiting.length} invoice PDFs are already waiting`));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, snapshot, locale, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the worker; documents waiting or being drawn are rejected. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.lose(new InvoicePdfError("worker_stopped", "the invoice PDF worker was closed"));
    for (const job of this.waiting.splice(0))
      job.reject(new InvoicePdfError("worker_stopped", "the invoice PDF worker was closed"));
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.options.spawn();
    worker.on("message", (reply: RenderReply) => this.settle(worker, reply));
    worker.on("error", (error) => this.lostWorker(worker, `the invoice PDF worker crashed: ${error.message}`));
    worker.on("messageerror", (error) =>
      this.lostWorker(worker, `the invoice PDF worker sent an unreadable answer: ${error.message}`),
    );
    worker.on("exit", (code) => this.lostWorker(worker, `the invoice PDF worker exited with code ${code}`));
    // An idle worker does not keep the process alive (a script, a test run); a busy one does, until it answers.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private dispatch(): void {
    if (this.current) return;
    const job = this.waiting.shift();
    if (!job) return;
    const worker = this.ensureWorker();
    this.current = job;
    worker.ref();
    this.timer = setTimeout(() => {
      this.lose(new InvoicePdfError("timed_out", `drawing ${job.snapshot.number} took over ${this.timeoutMs} ms`));
      void worker.terminate();
      this.dispatch();
    }, this.timeoutMs);
    worker.postMessage({ id: job.id, snapshot: job.snapshot, locale: job.locale } satisfies RenderRequest);
  }

  private settle(worker: Worker, reply: RenderReply): void {
    const job = this.current;
    if (worker !== this.worker || !job || job.id !== reply.id) return;
    this.finish();
    worker.unref();
    if ("pdf" in reply) job.resolve(reply.pdf);
    else job.reject(new InvoicePdfError("failed", `drawing ${job.snapshot.number} failed: ${reply.error}`));
    this.dispatch();
  }

  private lostWorker(worker: Worker, message: string): void {
    if (worker !== this.worker) return;
    this.lose(new InvoicePdfError("worker_stopped", message));
    // The next document starts a fresh worker.
    this.dispatch();
  }

  /** Forgets the worker and rejects the document it was drawing. */
  private lose(error: InvoicePdfError): void {
    const job = this.current;
    this.finish();
    this.worker = undefined;
    job?.reject(error);
  }

  private finish(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.current = undefined;
  }
}
