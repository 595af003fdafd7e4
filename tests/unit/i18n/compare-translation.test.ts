import { compareTranslation } from "../../support/i18n/compare-translation";

/** The completeness test is only as good as its comparison: each kind of gap must be reported. */
describe("compareTranslation", () => {
  test("accepts a faithful translation", () => {
    const en = {
      title: "Cart",
      count: (n: number) => `${n} items`,
      list: ["One", "Two"],
      link: { href: "/cart", label: "Cart" },
    };
    const ar = {
      title: "السلة",
      count: (n: number) => `${n} منتجات`,
      list: ["واحد", "اثنان"],
      link: { href: "/cart", label: "السلة" },
    };
    expect(compareTranslation(en, ar, "x")).toEqual([]);
  });

  test.each([
    ["a missing key", { a: "Hello", b: "World" }, { a: "مرحبا" }, "x.b: missing in Arabic"],
    ["an extra key", { a: "Hello" }, { a: "مرحبا", b: "عالم" }, "x.b: not in English"],
    [
      "a text where English has a function",
      { f: (name: string) => `Hi ${name}` },
      { f: "مرحبا" },
      "x.f: string in Arabic, function in English",
    ],
    [
      "another arity",
      { f: (a: string, b: string) => `${a} ${b}` },
      { f: (a: string) => `${a} مرحبا` },
      "x.f: takes 1 argument(s) in Arabic, 2 in English",
    ],
    [
      "a dropped argument",
      { f: (a: string, b: string) => `${a} and ${b}` },
      { f: (a: string, b: string) => `${a} و${b.length > 99 ? b : ""}` },
      "appears in English but not in Arabic",
    ],
    ["another list length", { l: ["a b", "c d"] }, { l: ["أ"] }, "x.l: 1 entries in Arabic, 2 in English"],
    ["other {tokens}", { s: "Hello {name}" }, { s: "مرحبا {nom}" }, "placeholders name in English, nom in Arabic"],
    ["a figure left out", { s: "Within 24 hours" }, { s: "قريبًا" }, "Arabic lacks the figure(s) 24"],
    ["an English placeholder text", { s: "Add to Cart" }, { s: "Add to Cart" }, "not translated"],
    [
      "an English plural form",
      { f: (n: number) => `${n} items` },
      { f: (n: number) => (n === 1 ? "one item" : `${n} منتجات`) },
      "not translated",
    ],
    ["a changed link", { l: { href: "/cart" } }, { l: { href: "/ar/basket" } }, "must stay"],
  ])("reports %s", (_case, en, ar, expected) => {
    expect(compareTranslation(en, ar, "x").join("\n")).toContain(expected);
  });

  test.each([["Matcha Glow"], ["hello@matchaglow.ae"], ["https://matchaglow.ae"], ["AED"], ["#1001"]])(
    "lets %j stay as it is",
    (text) => {
      expect(compareTranslation({ s: text }, { s: text }, "x")).toEqual([]);
    },
  );
});
