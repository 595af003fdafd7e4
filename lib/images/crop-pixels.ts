import type { CropRect } from "./crop-geometry";

/** The shape of the browser's ImageData, so the pixel copy runs (and is tested) without a canvas. */
export type RgbaImage<Buffer extends ArrayBufferLike = ArrayBufferLike> = { width: number; height: number; data: Uint8ClampedArray<Buffer> };

/**
 * Copies the pixels inside `rect` out of an RGBA image, row by row. The browser's cropper runs its canvas's
 * getImageData through this and puts the result back with putImageData, so the kept pixels are the source's, untouched.
 */
export function cropRgbaPixels(source: RgbaImage, rect: CropRect): RgbaImage<ArrayBuffer> {
  const { x, y, width, height } = rect;
  if (x < 0 || y < 0 || width < 1 || height < 1 || x + width > source.width || y + height > source.height) {
    throw new RangeError("The crop rectangle lies outside the image");
  }
  if (source.data.length !== source.width * source.height * 4) throw new RangeError("Pixel data does not match the image size");
  const data = new Uint8ClampedArray(width * height * 4);
  const rowBytes = width * 4;
  for (let row = 0; row < height; row += 1) {
    const start = ((y + row) * source.width + x) * 4;
    data.set(source.data.subarray(start, start + rowBytes), row * rowBytes);
  }
  return { width, height, data };
}
