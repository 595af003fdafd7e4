import "server-only";

import { createClient } from "@supabase/supabase-js";

import { generatedImageKey } from "./media-key";
import { MediaStoreError, type MediaStore } from "./media-store";

export type SupabaseStorageConfig = { url: string; serviceRoleKey: string; bucket: string; timeoutMs?: number };

/**
 * supabase-js opens no socket unless a channel subscribes, but on Node 20 (no global WebSocket) its constructor
 * throws unless a transport is given. The store never uses Realtime, so this one refuses to be used at all.
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error("Realtime is not used by the media store");
  }
}

/** Uploads through supabase-js's Storage client with the service-role key; server-side only, never in a component. */
export function createSupabaseMediaStore(config: SupabaseStorageConfig): MediaStore {
  const timeoutMs = config.timeoutMs ?? 20_000;
  const client = createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: RealtimeNotUsed as never },
    // An unanswered Storage request must not hold the admin's generation open for ever.
    global: {
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }),
    },
  });

  return {
    kind: "supabase",
    async saveGeneratedImage(image) {
      const key = generatedImageKey(image.contentType);
      // upsert false: the key is new, and a second identical call must add a file rather than replace one.
      const { error } = await client.storage
        .from(config.bucket)
        .upload(key, image.bytes, { contentType: image.contentType, upsert: false, cacheControl: "31536000" });
      if (error)
        throw new MediaStoreError(`Supabase Storage refused ${config.bucket}/${key}: ${error.message}`, {
          cause: error,
        });
      return { store: "supabase", key: `${config.bucket}/${key}` };
    },
  };
}
