import "server-only";

import path from "node:path";

import { env } from "@/lib/env";

import { createLocalMediaStore } from "./local-media-store";
import type { MediaStore } from "./media-store";
import { createSupabaseMediaStore } from "./supabase-media-store";

let cached: MediaStore | undefined;

/** Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are both set, otherwise DATA_DIR/media. */
export function getMediaStore(): MediaStore {
  cached ??=
    env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
      ? createSupabaseMediaStore({
          url: env.SUPABASE_URL,
          serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
          bucket: env.SUPABASE_STORAGE_BUCKET,
        })
      : createLocalMediaStore(path.join(env.DATA_DIR, "media"));
  return cached;
}
