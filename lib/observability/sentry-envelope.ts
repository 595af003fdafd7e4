// Kept free of Next.js and of path aliases, like the rest of lib/observability.
//
// The envelope protocol (develop.sentry.dev/sdk/envelopes): a header line, then per item a header line and its
// payload line. One item here, an error event. What the event carries is chosen, not collected: no headers, cookies,
// body, user, path or query string (the route pattern names the page), and every text passes the scrubber.
import { randomUUID } from "node:crypto";

import { scrubText } from "./scrub-personal-data.ts";
import type { SentryTarget } from "./sentry-dsn.ts";

export type ErrorReport = {
  error: unknown;
  requestId?: string;
  method?: string;
  /** The route pattern (Next.js's routePath), which names the event's transaction. */
  route?: string;
  routeType?: string;
  release?: string;
  environment?: string;
  serverName?: string;
};

type StackFrame = { function?: string; filename?: string; lineno?: number; colno?: number; in_app: boolean };

/** V8's `    at fn (file:line:col)` lines, oldest call first as Sentry orders them. */
export function stackFramesOf(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? "").split("\n")) {
    const match = /^\s*at (?:async )?(?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!match) continue;
    const [, fn, filename = "", lineno, colno] = match;
    frames.push({
      function: fn,
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: !filename.includes("node_modules") && !filename.startsWith("node:"),
    });
  }
  return frames.reverse();
}

function exceptionOf(error: unknown) {
  const value = error instanceof Error ? error : new Error(typeof error === "string" ? error : "Non-error thrown");
  const frames = stackFramesOf(value.stack);
  return {
    type: value.name || "Error",
    value: scrubText(value.message),
    ...(frames.length ? { stacktrace: { frames } } : {}),
  };
}

/** The event itself, as a collector stores it. */
export function errorEvent(report: ErrorReport, eventId: string, now: Date) {
  const digest = (report.error as { digest?: unknown } | null)?.digest;
  const tags = Object.fromEntries(
    Object.entries({
      request_id: report.requestId,
      route: report.route,
      route_type: report.routeType,
      digest: typeof digest === "string" ? digest : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  return {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: "node",
    level: "error",
    logger: "matcha-shop",
    ...(report.serverName ? { server_name: report.serverName } : {}),
    ...(report.release ? { release: report.release } : {}),
    environment: report.environment ?? "production",
    ...(report.route ? { transaction: `${report.method ?? "GET"} ${report.route}` } : {}),
    tags,
    exception: { values: [exceptionOf(report.error)] },
  };
}

/** The envelope's text: header, item header (with the payload's length in bytes), payload. */
export function errorEnvelope(
  report: ErrorReport,
  target: SentryTarget,
  eventId = randomUUID().replaceAll("-", ""),
  now = new Date(),
): string {
  const payload = JSON.stringify(errorEvent(report, eventId, now));
  const header = JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: target.dsn });
  const itemHeader = JSON.stringify({ type: "event", length: Buffer.byteLength(payload) });
  return `${header}\n${itemHeader}\n${payload}\n`;
}
