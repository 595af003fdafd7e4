// When the request that is rendering began, for the cache handlers (lib/cache/*-cache-handler.mjs) to stamp what it
// stores. Next.js stamps a cache entry with the time it was written, and an expired tag only catches entries written
// before the expiry: a render that read the old figures before a catalogue save and finished after the save expired
// the tag was stored as fresh, and the home page kept the old price until the next save (issue 32). An entry stamped
// with its request's start is older than every save it may have missed, so the expiry catches it; one whose request
// began after the save read the new figures.
//
// Loaded by Node itself (server.ts and the cache handlers, not Next.js's bundler): erasable TypeScript, node: imports.
// The storage sits on globalThis because Next.js imports the handler apart from server.ts's own module graph.
import { AsyncLocalStorage } from "node:async_hooks";

const slot = "__shopRenderClock";
const holder = globalThis as typeof globalThis & { [slot]?: AsyncLocalStorage<number> };
const clock = (holder[slot] ??= new AsyncLocalStorage<number>());

/** Runs one request's handling with its start time, read back by renderStartedAt() in whatever it stores. */
export function withRenderClock<T>(handle: () => T, startedAt: number = Date.now()): T {
  return clock.run(startedAt, handle);
}

/** When the current request began; undefined outside one (the build, a start-up task): the write time stands. */
export function renderStartedAt(): number | undefined {
  return clock.getStore();
}
