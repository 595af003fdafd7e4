type Window = { startedAt: number; count: number };

/**
 * At most `limit` attempts per key in each `windowMs`. In memory and per process: enough to slow down someone
 * guessing order numbers against one server, not a shared quota across instances.
 */
export function createFixedWindowLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, Window>();

  function forgetExpired(now: number) {
    for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
  }

  return {
    /** Counts an attempt; false when the key has used up its window. */
    take(key: string, now = Date.now()): boolean {
      // Sweeping on use keeps the map bounded without a timer that would keep the process alive.
      if (windows.size > 1000) forgetExpired(now);
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return true;
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
  };
}
