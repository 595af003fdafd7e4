import { heroCropRect } from "./crop-geometry";
import { cropRgbaPixels } from "./crop-pixels";

export type CroppedImage = {
  blob: Blob;
  original: { width: number; height: number };
  width: number;
  height: number;
  removedTop: number;
  removedBottom: number;
};

/** Loads and decodes an image (same-origin path or object URL) so its natural size is known before any pixel work. */
export async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = "async";
  image.src = src;
  await image.decode();
  return image;
}

function context2d(canvas: HTMLCanvasElement, options?: CanvasRenderingContext2DSettings) {
  const context = canvas.getContext("2d", options);
  if (!context) throw new Error("This browser cannot draw on a canvas");
  return context;
}

/**
 * Crops with the hero rule and encodes a PNG. The canvas only decodes and encodes: the pixel copy is
 * cropRgbaPixels, the same pure function the unit tests run on raw RGBA arrays.
 */
export async function cropHeroImageToPng(image: HTMLImageElement): Promise<CroppedImage> {
  const { naturalWidth: width, naturalHeight: height } = image;
  const rect = heroCropRect(width, height);

  const source = document.createElement("canvas");
  source.width = width;
  source.height = height;
  const sourceContext = context2d(source, { willReadFrequently: true });
  sourceContext.drawImage(image, 0, 0);
  const cropped = cropRgbaPixels(sourceContext.getImageData(0, 0, width, height), rect);

  const output = document.createElement("canvas");
  output.width = cropped.width;
  output.height = cropped.height;
  context2d(output).putImageData(new ImageData(cropped.data, cropped.width, cropped.height), 0, 0);
  const blob = await new Promise<Blob>((resolve, reject) =>
    output.toBlob((result) => (result ? resolve(result) : reject(new Error("The PNG could not be encoded"))), "image/png"),
  );
  return { blob, original: { width, height }, width: rect.width, height: rect.height, removedTop: rect.removedTop, removedBottom: rect.removedBottom };
}
