"use client";

import { useSyncExternalStore } from "react";

/**
 * The request id server.ts sent (`Server-Timing: request;desc="…"`) with the answer a page error came from: the
 * document's, or the latest answer to a client navigation to this page (`?_rsc=`). The server's JSON error line carries
 * the same id, so the reference a shopper quotes finds it. Null while unknown (the server render; a browser that keeps
 * no timings), and the error page then shows the digest, which the same line also carries.
 */
export function useFailedRequestId(): string | null {
  return useSyncExternalStore(subscribeToAnswers, latestRequestIdForThisPage, () => null);
}

function latestRequestIdForThisPage(): string | null {
  const here = location.pathname;
  let latest: { id: string; at: number } | null = null;
  for (const entry of [
    ...performance.getEntriesByType("navigation"),
    ...performance.getEntriesByType("resource"),
  ] as PerformanceResourceTiming[]) {
    const url = new URL(entry.name, location.href);
    if (url.pathname !== here || (entry.entryType === "resource" && !url.searchParams.has("_rsc"))) continue;
    const id = entry.serverTiming?.find((timing) => timing.name === "request")?.description;
    if (id && (!latest || entry.startTime >= latest.at)) latest = { id, at: entry.startTime };
  }
  return latest?.id ?? null;
}

/** An answer still arriving when the error renders is read once its timing is recorded. */
function subscribeToAnswers(changed: () => void): () => void {
  if (typeof PerformanceObserver === "undefined") return () => {};
  const observer = new PerformanceObserver(changed);
  observer.observe({ type: "resource" });
  return () => observer.disconnect();
}
