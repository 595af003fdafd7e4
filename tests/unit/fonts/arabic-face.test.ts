import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import { woff2Axes } from "../../support/fonts/woff2-axes";
import { sourceFiles } from "../../support/source-files";

const root = process.cwd();
const shopFace = path.join(root, "assets/fonts/noto-sans-arabic-wght-400-700.woff2");
const packageFace = path.join(root, "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2");

const tailwindWeights: Record<string, number> = { thin: 100, extralight: 200, light: 300, normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };

/** The font weights the shop's markup asks for: its Tailwind font-* utilities, the body's 400 and the browser's bold. */
function weightsInUse(): number[] {
  const source = ["app", "components"].flatMap((folder) => sourceFiles(path.join(root, folder))).map((file) => readFileSync(file, "utf8")).join("\n");
  const utilities = [...source.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)].map((match) => tailwindWeights[match[1]!]!);
  return [...new Set([400, 700, ...utilities])].sort((a, b) => a - b);
}

describe("the Arabic face the shop serves", () => {
  test("the package's face is read correctly: one weight axis from 100 to 900", () => {
    expect(woff2Axes(packageFace)).toEqual([{ tag: "wght", min: 100, default: 400, max: 900 }]);
  });

  test("is a variable face covering every weight the markup uses, and no more", () => {
    const [weight] = woff2Axes(shopFace);
    expect(weight?.tag).toBe("wght");
    for (const used of weightsInUse()) {
      expect(used).toBeGreaterThanOrEqual(weight!.min);
      expect(used).toBeLessThanOrEqual(weight!.max);
    }
    expect([weight!.min, weight!.max]).toEqual([400, 700]);
  });

  test("is about half the package's file, which is why it exists", () => {
    expect(statSync(shopFace).size).toBeLessThan(statSync(packageFace).size * 0.6);
  });
});
