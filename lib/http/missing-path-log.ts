// server.ts (outside the Next build) logs every 404 with it.

/**
 * The log line for a request answered 404. Each segment is decoded and encoded again, so a path can never carry a
 * line break or other control character into the log, and the query string (which may hold e-mails or tokens) is left out.
 */
export function missingPathLogLine(requestUrl: string | undefined): string {
  const pathname = String(requestUrl ?? "/").split(/[?#]/, 1)[0] ?? "/";
  const segments = pathname.split("/").filter(Boolean);
  return `[404] No page at /${segments.map((segment) => encodeURIComponent(decodeSafely(segment))).join("/")}`;
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
