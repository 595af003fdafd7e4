import { heroCropRect, percentOfHeightInPixels } from "@/lib/images/crop-geometry";

describe("heroCropRect: 10% of the height off the top, 5% off the bottom", () => {
  test.each([
    // [width, height, removed top, removed bottom, kept height]
    [1600, 900, 90, 45, 765], // the shop's hero image
    [1000, 1000, 100, 50, 850],
    [1024, 1024, 102, 51, 871], // 102.4 -> 102, 51.2 -> 51
    [800, 905, 91, 45, 769], // 90.5 rounds half up -> 91; 45.25 -> 45
    [800, 910, 91, 46, 773], // 45.5 rounds half up -> 46
    [640, 10, 1, 1, 8],
    [10, 1, 0, 0, 1], // nothing to remove from a 1 px image; a row always remains
  ])("%i × %i px loses %i px at the top and %i px at the bottom, keeping %i px", (width, height, top, bottom, kept) => {
    expect(heroCropRect(width, height)).toEqual({
      x: 0,
      y: top,
      width,
      height: kept,
      removedTop: top,
      removedBottom: bottom,
    });
  });

  test("rounds halves up exactly, where floating point would not (905 × 0.1 is not 90.5)", () => {
    expect(percentOfHeightInPixels(905, 10)).toBe(91);
    expect(percentOfHeightInPixels(1005, 10)).toBe(101);
    expect(percentOfHeightInPixels(1010, 5)).toBe(51);
  });

  test("the kept band is always the full width and never leaves the image", () => {
    for (let height = 1; height <= 2000; height += 1) {
      const rect = heroCropRect(3, height);
      expect(rect.y + rect.height + rect.removedBottom).toBe(height);
      expect(rect.height).toBeGreaterThanOrEqual(1);
      expect(Math.abs(rect.removedTop - height * 0.1)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(rect.removedBottom - height * 0.05)).toBeLessThanOrEqual(0.5);
    }
  });

  test.each([
    [0, 100],
    [100, 0],
    [10.5, 100],
    [-1, 100],
    [Number.NaN, 100],
  ])("refuses a %p × %p image", (width, height) => {
    expect(() => heroCropRect(width, height)).toThrow(RangeError);
  });
});
