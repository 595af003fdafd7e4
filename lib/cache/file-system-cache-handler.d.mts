// Types for file-system-cache-handler.mjs (plain JavaScript, loaded by Node through Next.js's cacheHandler option).
import type { NextFileSystemCache } from "../next-private-interfaces.ts";

declare const RenderDatedFileSystemCache: NextFileSystemCache;
export default RenderDatedFileSystemCache;
