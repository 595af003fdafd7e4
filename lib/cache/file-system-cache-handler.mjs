// Next.js's own cache (memory, and the build folder unless PAGE_CACHE=memory) with two changes: an entry this process
// stores is dated from the start of the request that rendered it (lib/cache/render-clock.ts says why), and a page
// rendered from another database is missing (lib/cache/database-identity.ts). server.ts names this file as
// `cacheHandler` when REDIS_URL is not set; lib/cache/redis-cache-handler.mjs does the same for Redis.
import { renderedFromAnotherDatabase } from "./database-identity.ts";
import { renderedForAnotherPaymentSetup } from "./payment-setup.ts";
import { renderStartedAt } from "./render-clock.ts";
import { noteRevalidation } from "./render-gate.ts";
import { nextFileSystemCache } from "../next-private-interfaces.ts";

/** key -> the render start of this process's last write of it, and when that write began. */
const renderStarts = new Map();
// Bounded: catalogue paths are a fixed set (unknown slugs are rewritten to one page), so this is a safety net.
const MAX_REMEMBERED = 10_000;

export default class RenderDatedFileSystemCache extends nextFileSystemCache() {
  async get(key, context) {
    const entry = await super.get(key, context);
    if (entry && (renderedFromAnotherDatabase(entry.value) || renderedForAnotherPaymentSetup(entry.value))) return null;
    const written = renderStarts.get(key);
    // An entry older than this process's last write of the key (another process's, read from disk) keeps its date;
    // a later one from another process sharing the folder gets the earlier date: one render more, never a stale one.
    if (!entry || !written || typeof entry.lastModified !== "number" || entry.lastModified < written.setAt)
      return entry;
    return { ...entry, lastModified: Math.min(entry.lastModified, written.startedAt) };
  }

  /** Renders begun until now wait before another request may join them (lib/cache/render-gate.ts). */
  async revalidateTag(tags, durations) {
    await noteRevalidation();
    return super.revalidateTag(tags, durations);
  }

  async set(key, data, context) {
    const startedAt = renderStartedAt();
    // Remembered before the write: a read between the write and its end must already see the earlier date.
    if (startedAt !== undefined && data) {
      if (renderStarts.size >= MAX_REMEMBERED) renderStarts.delete(renderStarts.keys().next().value);
      renderStarts.delete(key);
      renderStarts.set(key, { startedAt, setAt: Date.now() });
    }
    return super.set(key, data, context);
  }
}
