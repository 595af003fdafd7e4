import { heroCropRect } from "./crop-geometry";

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

/**
 * Crops with the hero rule and encodes a PNG: drawImage with a source rectangle copies the kept pixels onto a canvas
 * of exactly their size (one to one, so nothing is resampled).
 */
export async function cropHeroImageToPng(image: HTMLImageElement): Promise<CroppedImage> {
  const { naturalWidth: width, naturalHeight: height } = image;
  const rect = heroCropRect(width, height);

  const output = document.createElement("canvas");
  output.width = rect.width;
  output.height = rect.height;
  const context = output.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas");
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    output.toBlob(
      (result) => (result ? resolve(result) : reject(new Error("The PNG could not be encoded"))),
      "image/png",
    ),
  );
  return {
    blob,
    original: { width, height },
    width: rect.width,
    height: rect.height,
    removedTop: rect.removedTop,
    removedBottom: rect.removedBottom,
  };
}
