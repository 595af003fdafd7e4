import { randomUUID } from "node:crypto";

import { GENERATED_IMAGE_TYPES, type GeneratedImageType } from "@/lib/images/image-bytes";

/**
 * `generated/2026-11-23/<uuid>.png`: unique, so saves never collide, and grouped by day for people browsing the store.
 */
export function generatedImageKey(contentType: GeneratedImageType, now = new Date()): string {
  return `generated/${now.toISOString().slice(0, 10)}/${randomUUID()}.${GENERATED_IMAGE_TYPES[contentType]}`;
}
