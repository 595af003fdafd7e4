import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { woff2Axes } from "../../support/fonts/woff2-axes";

const root = process.cwd();
const shopFace = path.join(root, "assets/fonts/noto-sans-arabic-wght-400-700.woff2");
const packageFace = path.join(root, "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2");

/** The font weights the shop's markup asks for (Tailwind's font-* utilities and the browser's bold for headings). */
function weightsInUse(): number[] {
  const named: Record<string, number> = { "font-normal": 400, "font-medium": 500, "font-semibold": 600, "font-bold": 700 };
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? files(full) : /\.(tsx|ts)$/.test(name) ? [full] : [];
    });
  const source = ["app", "components"].flatMap((folder) => files(path.join(root, folder))).map((file) => readFileSync(file, "utf8")).join("\n");
  const used = [400, 700, ...Object.entries(named).filter(([utility]) => source.includes(utility)).map(([, weight]) => weight)];
  const other = source.match(/\bfont-(thin|extralight|light|extrabold|black)\b/g);
  if (other) throw new Error(`weights outside 400 to 700 in use: ${[...new Set(other)].join(", ")}`);
  return [...new Set(used)].sort();
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
