/** Every timer Jest can fake except Date: database drivers, mail servers and Node's own timers keep real time. */
const everythingButDate = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

/**
 * Runs `body` with the clock standing still, so a rate-limit window (rate-limiter-flexible reads Date when it counts)
 * cannot run out halfway through a test on a slow, loaded machine, however long the test takes.
 */
export async function withFrozenDate<T>(body: () => Promise<T>, at = new Date()): Promise<T> {
  jest.useFakeTimers({ doNotFake: [...everythingButDate], now: at });
  try {
    return await body();
  } finally {
    jest.useRealTimers();
  }
}
