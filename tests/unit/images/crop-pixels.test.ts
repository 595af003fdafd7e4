import { heroCropRect } from "@/lib/images/crop-geometry";
import { cropRgbaPixels, type RgbaImage } from "@/lib/images/crop-pixels";

/** Every pixel says where it came from: R,G = x (low/high byte), B = y low byte, A = y high byte. */
function labelledImage(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([x & 255, x >> 8, y & 255, y >> 8], (y * width + x) * 4);
  }
  return { width, height, data };
}

const origin = (image: RgbaImage, x: number, y: number) => {
  const i = (y * image.width + x) * 4;
  const [r = 0, g = 0, b = 0, a = 0] = image.data.subarray(i, i + 4);
  return { x: r + (g << 8), y: b + (a << 8) };
};

describe("cropRgbaPixels with the hero crop", () => {
  test.each([
    [1600, 900, 765, 90],
    [37, 905, 769, 91],
    [5, 10, 8, 1],
  ])("a %i × %i image becomes %i px high and every kept pixel is the source's, starting at row %i", (width, height, keptHeight, firstRow) => {
    const source = labelledImage(width, height);
    const cropped = cropRgbaPixels(source, heroCropRect(width, height));

    expect({ width: cropped.width, height: cropped.height }).toEqual({ width, height: keptHeight });
    expect(cropped.data).toHaveLength(width * keptHeight * 4);
    // One assertion over all pixels: a million expect() calls would take minutes.
    const misplaced: string[] = [];
    for (let y = 0; y < cropped.height; y += 1) {
      for (let x = 0; x < cropped.width; x += 1) {
        const from = origin(cropped, x, y);
        if (from.x !== x || from.y !== y + firstRow) misplaced.push(`(${x},${y}) came from (${from.x},${from.y})`);
      }
    }
    expect(misplaced.slice(0, 5)).toEqual([]);
  });

  test("copies bytes unchanged, including transparency", () => {
    const source: RgbaImage = { width: 1, height: 20, data: new Uint8ClampedArray(80).map((_, i) => (i * 37) % 256) };
    const cropped = cropRgbaPixels(source, heroCropRect(1, 20));
    expect(Array.from(cropped.data)).toEqual(Array.from(source.data.subarray(2 * 4, 19 * 4)));
  });

  test("does not change the source", () => {
    const source = labelledImage(4, 20);
    const before = Array.from(source.data);
    cropRgbaPixels(source, heroCropRect(4, 20));
    expect(Array.from(source.data)).toEqual(before);
  });

  test.each([
    ["below the image", { x: 0, y: 5, width: 4, height: 6 }],
    ["wider than the image", { x: 0, y: 0, width: 5, height: 2 }],
    ["empty", { x: 0, y: 0, width: 4, height: 0 }],
  ])("refuses a rectangle %s", (_label, rect) => {
    expect(() => cropRgbaPixels(labelledImage(4, 10), rect)).toThrow(RangeError);
  });

  test("refuses pixel data that does not match the stated size", () => {
    expect(() => cropRgbaPixels({ width: 4, height: 10, data: new Uint8ClampedArray(12) }, { x: 0, y: 1, width: 4, height: 2 })).toThrow(RangeError);
  });
});
