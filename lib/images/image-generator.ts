import type { ImageBytes } from "./image-bytes";

/** Why a generation produced no image; `message` is the service's own words where it gave any. */
export type GenerateImageResult =
  { ok: true; image: ImageBytes } | { ok: false; reason: "empty" } | { ok: false; reason: "failed"; message: string };

/** The image service behind the admin generator: not configured, or an OpenAI-compatible images API. */
export type ImageGenerator =
  { configured: false } | { configured: true; generate(prompt: string): Promise<GenerateImageResult> };
