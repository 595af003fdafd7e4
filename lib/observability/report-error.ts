// Kept free of Next.js and of path aliases: server.ts and instrumentation.ts both report through it.
import { instanceName, logError } from "./json-log.ts";
import { REQUEST_ID_HEADER } from "./request-id.ts";
import { parseSentryDsn, type SentryTarget } from "./sentry-dsn.ts";
import { errorEnvelope, type ErrorReport } from "./sentry-envelope.ts";
import { sendEnvelope } from "./send-to-sentry.ts";

/** What Next.js's onRequestError hands over about the request and the route (instrumentation types). */
export type FailedRequest = { path: string; method: string; headers: NodeJS.Dict<string | string[]> };
export type FailedRoute = { routePath: string; routeType: string };

/** Next.js's own control flow (redirect(), notFound(), a bail-out to dynamic rendering) is thrown, but no failure. */
const controlFlowDigest = /^(?:NEXT_|DYNAMIC_SERVER_USAGE|BAILOUT_TO_CLIENT_SIDE_RENDERING)/;

let warnedAboutDsn = false;

function sentryTarget(env: NodeJS.ProcessEnv): SentryTarget | null {
  const target = parseSentryDsn(env.SENTRY_DSN);
  if (!target && env.SENTRY_DSN?.trim() && !warnedAboutDsn) {
    warnedAboutDsn = true;
    logError("SENTRY_DSN is not a DSN (https://<key>@<host>/<project id>); errors are only logged", null);
  }
  return target;
}

/** Sends the report to the collector SENTRY_DSN names, if any; false when none took it. Never throws. */
export async function reportToCollector(report: ErrorReport, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const target = sentryTarget(env);
  if (!target) return false;
  const release = env.NEXT_DEPLOYMENT_ID || env.DEPLOYMENT_ID || undefined;
  const environment = env.SENTRY_ENVIRONMENT?.trim() || env.NODE_ENV || "production";
  return sendEnvelope(
    target,
    errorEnvelope({ ...report, release, environment, serverName: instanceName(env) }, target),
  );
}

/**
 * A server error of one request, named by its route pattern (a path can hold a slug or token; the pattern cannot): the JSON error line (its digest ties the shopper's error page to the request id)
 * and, with SENTRY_DSN, the collector's copy.
 */
export async function reportRequestError(
  error: unknown,
  request: FailedRequest,
  route: FailedRoute,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest === "string" && controlFlowDigest.test(digest)) return;
  const sent = request.headers[REQUEST_ID_HEADER];
  const requestId = Array.isArray(sent) ? sent[0] : sent;
  logError("request failed", error, {
    requestId,
    method: request.method,
    route: route.routePath,
    routeType: route.routeType,
    ...(typeof digest === "string" ? { digest } : {}),
  });
  await reportToCollector(
    { error, requestId, method: request.method, route: route.routePath, routeType: route.routeType },
    env,
  );
}
