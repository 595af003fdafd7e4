import "./browser-zod";
import { z } from "zod";

import { imageToolsMessages } from "@/content/messages/en/image-tools";

const { cropper } = imageToolsMessages;

export const CROPPER_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const CROPPER_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A decoded 40-megapixel image already needs 160 MB of RGBA twice over (source and crop); beyond that tabs crash. */
export const CROPPER_MAX_PIXELS = 40_000_000;

/** What the cropper accepts from the file picker; the file never leaves the browser, but the picker accepts anything. */
export const cropperUploadSchema = z.object({
  type: z.enum(CROPPER_UPLOAD_TYPES, cropper.wrongType),
  size: z.number().int().min(1, cropper.emptyFile).max(CROPPER_MAX_UPLOAD_BYTES, cropper.tooLarge),
});

export type CropperUpload = z.infer<typeof cropperUploadSchema>;

/** The first problem with a picked file, or null when it may be cropped. */
export function cropperUploadProblem(file: { type: string; size: number }): string | null {
  const parsed = cropperUploadSchema.safeParse({ type: file.type, size: file.size });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? cropper.unreadable);
}
