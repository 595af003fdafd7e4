// Keeps a page request from joining a render that began before the latest cache revalidation (issue 32, "never
// stale"). Next.js shares one render of a page among every request for it that arrives while the render runs (its
// response cache batches by page). A shopper's request that arrives after a catalogue save has answered could so be
// handed a render that read the figures before the save: the old price, once, on whichever instance it ran. server.ts
// asks waitForEarlierRenders() first: when a render of the same page that began at or before the latest revalidation
// is still running, the request waits for it to end, and then finds its entry dated too old (lib/cache/render-clock.ts)
// and renders afresh. Renders that began after the revalidation are joined as before, so a busy page costs no more.
//
// The cache handlers call noteRevalidation() before they expire tags; with Redis the time is shared, so an instance
// hears of another's save (lib/cache/redis-cache-handler.mjs registers the reader). Loaded by Node itself (server.ts
// and the cache handlers): erasable TypeScript, state on globalThis because Next.js imports the handlers apart from
// server.ts's module graph.

import { logError } from "../observability/json-log.ts";

type Running = { startedAt: number; ended: Promise<void> };
type SharedClock = { note: (at: number) => Promise<void>; read: () => Promise<number> };

const slot = "__shopRenderGate";
type GateState = { lastRevalidation: number; shared: SharedClock | null; running: Map<string, Set<Running>> };
const holder = globalThis as typeof globalThis & { [slot]?: GateState };
const state = (holder[slot] ??= { lastRevalidation: 0, shared: null, running: new Map() });

/** The Redis cache handler shares the revalidation time between instances through this. */
export function shareRevalidationClock(shared: SharedClock): void {
  state.shared = shared;
}

/** Called by the cache handlers before they expire tags: renders begun until now may have read what changed. */
export async function noteRevalidation(at: number = Date.now()): Promise<void> {
  state.lastRevalidation = Math.max(state.lastRevalidation, at);
  await state.shared?.note(at).catch((error: unknown) => {
    logError("[cache] sharing the revalidation time failed", error);
  });
}

async function latestRevalidation(): Promise<number> {
  if (!state.shared) return state.lastRevalidation;
  try {
    return Math.max(state.lastRevalidation, await state.shared.read());
  } catch {
    // Redis away: the cache handler serves from memory then, and only this instance's revalidations count.
    return state.lastRevalidation;
  }
}

/**
 * The page a request renders, for the gate: pathname of a GET or HEAD request for a page. Server actions (POST), API
 * routes and build assets never share a cached render.
 */
export function pageGateKey(method: string | undefined, url: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const pathname = (url ?? "/").split(/[?#]/, 1)[0] ?? "/";
  if (pathname.startsWith("/_next/") || pathname.startsWith("/api/")) return null;
  return pathname;
}

/**
 * Waits for the renders of `key` still running that began at or before the latest revalidation, then counts this
 * request as running until `ended` settles. Only a page already being rendered pays for reading the shared time.
 */
export async function waitForEarlierRenders(key: string, startedAt: number, ended: Promise<void>): Promise<void> {
  const running = state.running.get(key);
  if (running && running.size > 0) {
    const latest = await latestRevalidation();
    const earlier = [...running].filter((render) => render.startedAt <= latest);
    if (earlier.length > 0) await Promise.all(earlier.map((render) => render.ended));
  }
  const own: Running = { startedAt, ended };
  const set = state.running.get(key) ?? new Set<Running>();
  set.add(own);
  state.running.set(key, set);
  void ended.finally(() => {
    set.delete(own);
    if (set.size === 0 && state.running.get(key) === set) state.running.delete(key);
  });
}
