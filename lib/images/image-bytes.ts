export const GENERATED_IMAGE_TYPES = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;
export type GeneratedImageType = keyof typeof GENERATED_IMAGE_TYPES;

/** An image as bytes, its type read from the bytes themselves rather than from what a server claims. */
export type ImageBytes = { bytes: Uint8Array; contentType: GeneratedImageType };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** PNG, JPEG or WebP by magic number; null for anything else (an HTML error page, truncated base64...). */
export function sniffImageType(bytes: Uint8Array): GeneratedImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

export function toDataUrl(image: ImageBytes): string {
  return `data:${image.contentType};base64,${Buffer.from(image.bytes).toString("base64")}`;
}
