/** The cropper's rule (specification section 2, Admin tools): 10% of the height off the top, 5% off the bottom. */
export const HERO_CROP = { topPercent: 10, bottomPercent: 5 } as const;

export type CropRect = { x: number; y: number; width: number; height: number };

/**
 * Whole pixels to remove for `percent` of `height`, rounded to the nearest pixel with halves rounded up
 * (e.g. 10% of 905 px = 90.5 -> 91 px). Integer arithmetic, because `905 * 0.1` is not exactly 90.5 in floating point.
 */
export function percentOfHeightInPixels(height: number, percent: number): number {
  return Math.floor((height * percent + 50) / 100);
}

/**
 * The part of a `width` × `height` image the cropper keeps: full width, starting below the removed top band.
 * Throws for sizes that are not positive whole numbers; at least 1 px of height always remains.
 */
export function heroCropRect(width: number, height: number): CropRect & { removedTop: number; removedBottom: number } {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Image size must be whole pixels, got ${width} × ${height}`);
  }
  const removedTop = percentOfHeightInPixels(height, HERO_CROP.topPercent);
  const removedBottom = percentOfHeightInPixels(height, HERO_CROP.bottomPercent);
  return { x: 0, y: removedTop, width, height: height - removedTop - removedBottom, removedTop, removedBottom };
}
