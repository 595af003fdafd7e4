// One Lighthouse run (mobile preset, the default config) reduced to the figures the report prints.
import lighthouse from "lighthouse";

const categories = ["performance", "accessibility", "best-practices", "seo"];

/** `stableOnly` skips the performance category: CI gates only on what a noisy machine measures the same each time. */
export async function auditRoute(url, { port, cookie, stableOnly, firstLoadScripts }) {
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: stableOnly ? categories.slice(1) : categories,
    onlyAudits: stableOnly ? ["network-requests"] : undefined,
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const origin = new URL(url).origin;
  const scripts = requests.filter((item) => item.resourceType === "Script" && item.url.startsWith(origin));
  // Chunks Next prefetches for links in view are counted apart from the page's own scripts (those its HTML loads):
  // they load after the page, in idle time, for the next page.
  const isFirstLoad = (item) => firstLoadScripts.has(new URL(item.url).pathname);
  const kb = (items) => Math.round((items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024) * 10) / 10;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    // A page that asks not to be indexed fails "is-crawlable" on purpose; its SEO score is not a defect.
    noindex: lhr.audits["is-crawlable"]?.score === 0,
    // The protocol the page itself came over ("h2" through the HTTPS front), so an audit that silently fell back to
    // HTTP/1.1 says so instead of measuring something else.
    protocol: requests.find((item) => item.resourceType === "Document")?.protocol ?? null,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    prefetchKb: kb(scripts.filter((item) => !isFirstLoad(item))),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
    // What the browser logged, so a best-practices failure in CI names its cause instead of only the audit id.
    consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((item) =>
      `${item.source ?? "console"}: ${item.description ?? ""} ${item.sourceLocation?.url ?? item.url ?? ""}`.trim(),
    ),
  };
}

/** The median of each numeric figure over several runs of one route. */
export function medianOf(runs) {
  const median = (values) => {
    const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
  };
  const keys = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "prefetchKb"];
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    noindex: runs.some((run) => run.noindex),
    protocols: [...new Set(runs.map((run) => run.protocol))],
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    consoleErrors: [...new Set(runs.flatMap((run) => run.consoleErrors))],
  };
}
