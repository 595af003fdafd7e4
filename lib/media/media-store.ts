import type { ImageBytes } from "@/lib/images/image-bytes";

/** Where a saved file went: the local folder or Supabase Storage, and its key (path) there. */
export type StoredMedia = { store: "local" | "supabase"; key: string };

/** The shop's media store: a folder under DATA_DIR by default, Supabase Storage when configured. */
export type MediaStore = {
  kind: StoredMedia["store"];
  /** Saves under a new, unique key and never overwrites, so a repeated call only adds a file. */
  saveGeneratedImage(image: ImageBytes): Promise<StoredMedia>;
};

/** A store refused or failed a save; `message` is safe to log (no keys or credentials). */
export class MediaStoreError extends Error {
  readonly code = "media_store_failed";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MediaStoreError";
  }
}
