// Kept free of Next.js and of path aliases: server.ts and the app write their log lines through it.
//
// One JSON object per line, which journald, Docker and any log shipper take as they are: requests on stdout, errors
// on stderr (through console.error, so a test that expects a failure "logged once" still sees it). No logging
// library: pino's worker-thread transports break under Next.js's bundling (docs/operations.md, Logs).
import { hostname } from "node:os";

import { scrubFields } from "./scrub-personal-data.ts";

let hostAndPid: string | undefined;

/** Names this process in every line: INSTANCE_ID when set (the systemd unit sets host:port), else host and pid. */
export function instanceName(env: NodeJS.ProcessEnv = process.env): string {
  return env.INSTANCE_ID?.trim() || (hostAndPid ??= `${hostname()}:${process.pid}`);
}

export type LogLevel = "info" | "warn" | "error";

const writers: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/** Writes one line, scrubbed of personal data. Never throws: a log line must not fail the request it describes. */
export function writeLogLine(level: LogLevel, event: string, fields: Record<string, unknown>): void {
  try {
    const line = { time: new Date().toISOString(), level, event, ...(scrubFields(fields) as object) };
    writers[level](JSON.stringify({ ...line, instance: instanceName() }));
  } catch {
    // A value JSON cannot write; the line is lost rather than the request.
  }
}

/** A request that ended: what an owner greps for when a shopper quotes a reference. */
export type RequestLog = {
  requestId: string;
  method: string;
  /** The route pattern (/[locale]/products/[slug]), never the path with its query. */
  route: string;
  status: number | "aborted";
  durationMs: number;
};

export function logRequest(request: RequestLog): void {
  // Always stdout: a 500's cause has its own error line.
  writeLogLine("info", "request", request);
}

/**
 * An unexpected failure, with whatever ties it to its request (id, route, Next.js's digest). `error` null or undefined
 * when the message says it all (a readiness part that failed, a message the outbox refused).
 */
export function logError(message: string, error: unknown, context: Record<string, unknown> = {}): void {
  writeLogLine("error", "error", { message, ...context, ...(error == null ? {} : { error }) });
}

/** Something an owner should know that failed nothing (a source that is down, a fallback taken). */
export function logWarning(message: string, context: Record<string, unknown> = {}): void {
  writeLogLine("warn", "warning", { message, ...context });
}
