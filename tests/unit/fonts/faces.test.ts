import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import { woff2Axes, woff2Characters } from "../../support/fonts/woff2";
import { sourceFiles } from "../../support/source-files";

const root = process.cwd();
const fontsource = path.join(root, "node_modules/@fontsource-variable");
// Each face the shop serves (scripts/fonts/build-faces.sh) beside the package face it is made from.
const faces = {
  inter: {
    served: path.join(root, "assets/fonts/inter-latin-400-700.woff2"),
    source: path.join(fontsource, "inter/files/inter-latin-wght-normal.woff2"),
  },
  playfair: {
    served: path.join(root, "assets/fonts/playfair-display-latin-400-700.woff2"),
    source: path.join(fontsource, "playfair-display/files/playfair-display-latin-wght-normal.woff2"),
  },
  arabic: {
    served: path.join(root, "assets/fonts/noto-sans-arabic-400-700.woff2"),
    source: path.join(fontsource, "noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2"),
  },
};

const tailwindWeights: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

/**
 * The font weights the shop's markup asks for: its Tailwind font-* utilities, the body's 400 and the browser's bold.
 */
function weightsInUse(): number[] {
  const source = ["app", "components"]
    .flatMap((folder) => sourceFiles(path.join(root, folder)))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const utilities = [
    ...source.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g),
  ].map((match) => tailwindWeights[match[1]!]!);
  return [...new Set([400, 700, ...utilities])].sort((a, b) => a - b);
}

let copyCharacters: number[] | undefined;
/** Every character (code point) of the shop's copy under content/, read once for all the tests of this file. */
function charactersInCopy(): number[] {
  copyCharacters ??= [
    ...new Set(
      [
        ...sourceFiles(path.join(root, "content"))
          .map((file) => readFileSync(file, "utf8"))
          .join(""),
      ].map((character) => character.codePointAt(0)!),
    ),
  ];
  return copyCharacters;
}

/** Every character of the Arabic script (its blocks and presentation forms) in the shop's copy under content/. */
const arabicCharactersInCopy = (): number[] =>
  charactersInCopy().filter((code) => /[\u0600-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(String.fromCodePoint(code)));

/** A CSS unicode-range value as [first, last] pairs. */
const parseRanges = (value: string): [number, number][] =>
  value.split(",").map((range) => {
    const [first, last = first] = range.trim().replace(/^U\+/, "").split("-");
    return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)];
  });

/** The unicode-range components/layout/fonts.ts declares for one of its faces (by export name). */
function declaredRanges(face: "inter" | "playfair" | "notoSansArabic"): [number, number][] {
  const fonts = readFileSync(path.join(root, "components/layout/fonts.ts"), "utf8");
  const declaration = fonts.split(/\nexport const /).find((part) => part.startsWith(`${face} = localFont(`)) ?? "";
  const value = /prop: "unicode-range",\s*(?:\/\/[^\n]*\n\s*)*value:\s*"([^"]+)"/.exec(declaration)?.[1];
  if (!value) throw new Error(`components/layout/fonts.ts declares no unicode-range for ${face}`);
  return parseRanges(value);
}

/** The unicode-range of fontsource's Latin subset, from the package's own CSS. */
function fontsourceLatinRanges(family: "inter" | "playfair-display"): [number, number][] {
  const css = readFileSync(path.join(fontsource, family, "index.css"), "utf8");
  const rule = css.split("@font-face").find((part) => part.includes(`${family}-latin-wght-normal.woff2`)) ?? "";
  return parseRanges(/unicode-range:\s*([^;]+);/.exec(rule)![1]!);
}

const inRanges = (ranges: [number, number][]) => (code: number) =>
  ranges.some(([first, last]) => code >= first && code <= last);

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

describe.each(Object.entries(faces))("the %s face the shop serves", (_name, { served, source }) => {
  test("is a variable face covering every weight the markup uses, and no more", () => {
    const [weight] = woff2Axes(served);
    expect(weight?.tag).toBe("wght");
    for (const used of weightsInUse()) {
      expect(used).toBeGreaterThanOrEqual(weight!.min);
      expect(used).toBeLessThanOrEqual(weight!.max);
    }
    expect([weight!.min, weight!.max]).toEqual([400, 700]);
  });

  test("is smaller than the package's face, which is why it exists", () => {
    expect(statSync(served).size).toBeLessThan(statSync(source).size);
  });
});

describe.each([
  ["inter", "inter", faces.inter],
  ["playfair", "playfair-display", faces.playfair],
] as const)("the Latin face %s", (name, family, { served, source }) => {
  test("keeps every character of fontsource's Latin subset", () => {
    expect([...woff2Characters(served)].sort()).toEqual([...woff2Characters(source)].sort());
  });

  test("is declared for fontsource's Latin range, which holds no Arabic, so Arabic text never waits for it", () => {
    const declared = declaredRanges(name);
    expect(declared).toEqual(fontsourceLatinRanges(family));
    expect(arabicCharactersInCopy().filter(inRanges(declared)).map(hex)).toEqual([]);
    // And the range promises nothing the face lacks: every character of the shop's copy in it has a glyph here.
    const held = woff2Characters(served);
    expect(
      charactersInCopy()
        .filter((code) => code >= 0x20 && inRanges(declared)(code) && !held.has(code))
        .map(hex),
    ).toEqual([]);
  });
});

describe("the Arabic face the shop serves", () => {
  test("the package's face is read correctly: one weight axis from 100 to 900", () => {
    expect(woff2Axes(faces.arabic.source)).toEqual([{ tag: "wght", min: 100, default: 400, max: 900 }]);
  });

  test("has a glyph for every Arabic character of the shop's copy", () => {
    const held = woff2Characters(faces.arabic.served);
    const copy = arabicCharactersInCopy();
    expect(copy.length).toBeGreaterThan(30);
    expect(copy.filter((code) => !held.has(code)).map(hex)).toEqual([]);
  });

  test("is declared for the characters it holds, so the browser fetches it for Arabic text and for nothing it lacks", () => {
    const held = [...woff2Characters(faces.arabic.served)];
    const ranges = declaredRanges("notoSansArabic");
    const declared = inRanges(ranges);
    // U+0020 and the like come with every face; Latin text stays on Inter through the range.
    expect(held.filter((code) => code > 0x7f && !declared(code)).map(hex)).toEqual([]);
    for (const [first, last] of ranges) expect([first, last].map((code) => held.includes(code))).toEqual([true, true]);
  });

  test("is less than a quarter of the package's file, which is why it exists", () => {
    expect(statSync(faces.arabic.served).size).toBeLessThan(statSync(faces.arabic.source).size * 0.25);
  });
});
