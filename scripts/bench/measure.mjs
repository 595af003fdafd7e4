// One autocannon run, bounded both in time and in request count, reduced to the figures the report prints.
import autocannon from "autocannon";

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 8);
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS ?? 60_000);
const warmupRequests = 200;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * `warmup` and `maxRequests` bound a scenario whose every request uses up something (a cart per order placed);
 * `redirectsAreAnswers` counts 3xx as answered.
 * Warms the route (JIT, caches, connection pools), then measures it. `request` is an autocannon request object.
 * `cpuTimeOf` reads the server's CPU time: CPU ms per request holds steady on a shared machine where req/s does not.
 */
export async function measure(
  { url, request = {}, warmup = warmupRequests, maxRequests: ownMax, redirectsAreAnswers = false },
  cpuTimeOf = () => null,
) {
  await run({ url, amount: warmup, requests: [request] });
  const cpuBefore = cpuTimeOf();
  const result = await run({
    url,
    duration: durationSeconds,
    maxOverallRequests: Math.min(ownMax ?? maxRequests, maxRequests),
    requests: [request],
  });
  const cpuAfter = cpuTimeOf();
  // A form post that ends in a redirect (Pay now sends the shopper to the gateway) answers 303.
  const ok = result["2xx"] + (redirectsAreAnswers ? result["3xx"] : 0);
  return {
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || !result.requests.total
        ? null
        : Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 10) / 10,
    // Successful responses over the run's wall time (the run may end early at maxOverallRequests).
    requestsPerSecond:
      Math.round((ok / ((new Date(result.finish) - new Date(result.start)) / 1000 || durationSeconds)) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx - (redirectsAreAnswers ? result["3xx"] : 0),
    errors: result.errors + result.timeouts,
  };
}
