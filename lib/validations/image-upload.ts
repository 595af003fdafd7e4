import { imageToolsMessages } from "@/content/messages/en/image-tools";

const { cropper } = imageToolsMessages;

export const CROPPER_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const CROPPER_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A decoded 40-megapixel image already needs 160 MB of RGBA twice over (source and crop); beyond that tabs crash. */
export const CROPPER_MAX_PIXELS = 40_000_000;

const acceptedType = (type: string): type is (typeof CROPPER_UPLOAD_TYPES)[number] =>
  (CROPPER_UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * The first problem with a file picked for the cropper, or null when it may be cropped. Plain checks, not zod: the
 * file never leaves the browser (no trust boundary), and zod cost the admin tool about 25 KB of client JavaScript.
 */
export function cropperUploadProblem(file: { type: string; size: number }): string | null {
  if (!acceptedType(file.type)) return cropper.wrongType;
  if (file.size < 1) return cropper.emptyFile;
  if (file.size > CROPPER_MAX_UPLOAD_BYTES) return cropper.tooLarge;
  return null;
}
