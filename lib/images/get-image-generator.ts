import "server-only";

import { env } from "@/lib/env";

import type { ImageGenerator } from "./image-generator";
import { createOpenAiImageGenerator } from "./openai-images-client";

/** The configured image service; without both the URL and the key the generator page explains instead of failing. */
export function getImageGenerator(): ImageGenerator {
  if (!env.IMAGE_API_URL || !env.IMAGE_API_KEY) return { configured: false };
  return createOpenAiImageGenerator({
    baseUrl: env.IMAGE_API_URL,
    apiKey: env.IMAGE_API_KEY,
    model: env.IMAGE_API_MODEL,
    timeoutMs: env.IMAGE_API_TIMEOUT_MS,
  });
}
