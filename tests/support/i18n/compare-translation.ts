/**
 * Compares an English dictionary (or catalogue text) with its translation and lists every difference a shopper
 * would notice: a missing or extra key, a text where English has a function or a list of another length, a
 * function taking another number of arguments or dropping one of them, other `{token}` placeholders, other
 * figures, and a text left in English. Used by tests/unit/i18n/dictionary-completeness.test.ts.
 */

const arabicLetter = /[\u0600-\u06FF]/;
const latinWord = /[A-Za-z]{2,}/;

/** Keys whose values are codes, not words: they must equal the English ones. */
const verbatimKeys = new Set(["href", "autoComplete", "promise"]);

/**
 * Names and codes that stay Latin in Arabic text: the brand, e-mail addresses, URLs, currency and time-zone codes,
 * and the shape of example input (a phone number, an e-mail). A text made of nothing else needs no Arabic letter.
 */
const properNouns: RegExp[] = [
  /Matcha Glow( Skincare)?/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\b(AED|GST|GCC|UAE|OK|PNG|JPEG|WebP|HTTP|CSV|SMS)\b/g,
];

function withoutProperNouns(text: string): string {
  return properNouns.reduce((rest, pattern) => rest.replace(pattern, ""), text);
}

function tokens(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

/** Figures of 3 and more: 1 and 2 may be written as words in Arabic ("ساعة واحدة", "يومين"). */
function figures(text: string): string[] {
  return [...text.matchAll(/\d+/g)]
    .map((match) => match[0])
    .filter((figure) => Number(figure) >= 3 || figure.length > 1)
    .sort();
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  return typeof value;
}

function compareText(en: string, ar: string, where: string, key: string): string[] {
  if (verbatimKeys.has(key)) return en === ar ? [] : [`${where}: must stay ${JSON.stringify(en)} (a code, not a text)`];
  const problems: string[] = [];
  if (tokens(en).join() !== tokens(ar).join())
    problems.push(`${where}: placeholders ${tokens(en).join(",")} in English, ${tokens(ar).join(",")} in Arabic`);
  const missing = figures(en).filter((figure) => !figures(ar).includes(figure));
  if (missing.length > 0)
    problems.push(`${where}: Arabic lacks the figure(s) ${missing.join(", ")} of ${JSON.stringify(en)}`);
  if (latinWord.test(en) && !arabicLetter.test(ar) && latinWord.test(withoutProperNouns(ar))) {
    problems.push(`${where}: not translated: ${JSON.stringify(ar)}`);
  }
  return problems;
}

/**
 * Arguments that show up in any text a function builds: numbers print as themselves, so they stand in for strings too.
 */
const sentinelNumbers = [73_731, 73_732, 73_733, 73_734, 73_735];
const sentinelLists = [["⟦list-1⟧"], ["⟦list-2⟧"], ["⟦list-3⟧"], ["⟦list-4⟧"], ["⟦list-5⟧"]];

function callWithSentinels(
  fn: (...args: unknown[]) => unknown,
  arity: number,
): { result: unknown; sentinels: string[] } | { error: string } {
  const attempts = [sentinelNumbers, sentinelLists];
  let lastError = "";
  for (const sentinels of attempts) {
    const args = sentinels.slice(0, arity);
    try {
      return { result: fn(...args), sentinels: args.map((arg) => (Array.isArray(arg) ? String(arg[0]) : String(arg))) };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  return { error: lastError };
}

function flatten(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(flatten).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(flatten).join("\n");
  return String(value);
}

function compareFunction(
  en: (...args: unknown[]) => unknown,
  ar: (...args: unknown[]) => unknown,
  where: string,
  key: string,
): string[] {
  if (en.length !== ar.length) return [`${where}: takes ${ar.length} argument(s) in Arabic, ${en.length} in English`];
  const english = callWithSentinels(en, en.length);
  if ("error" in english) return [`${where}: the English function fails with sentinel arguments (${english.error})`];
  let arabicResult: unknown;
  try {
    arabicResult = ar(
      ...english.sentinels.map((sentinel, index) => (/^\d+$/.test(sentinel) ? sentinelNumbers[index] : [sentinel])),
    );
  } catch (error) {
    return [`${where}: the Arabic function throws (${error instanceof Error ? error.message : String(error)})`];
  }
  const problems: string[] = [];
  const englishText = flatten(english.result);
  const arabicText = flatten(arabicResult);
  for (const sentinel of english.sentinels) {
    if (englishText.includes(sentinel) !== arabicText.includes(sentinel)) {
      problems.push(
        `${where}: argument ${sentinel} ${englishText.includes(sentinel) ? "appears in English but not in Arabic" : "appears in Arabic but not in English"}`,
      );
    }
  }
  problems.push(...compareValues(english.result, arabicResult, `${where}()`, key));
  // Small counts pick other plural forms in Arabic (one, two, few): each must still be Arabic text.
  if (problems.length === 0 && english.sentinels.every((sentinel) => /^\d+$/.test(sentinel))) {
    for (const count of [0, 1, 2, 3, 11]) {
      const args = english.sentinels.map(() => count);
      try {
        problems.push(
          ...compareValues(en(...args), ar(...args), `${where}(${args.join(", ")})`, key).filter((problem) =>
            problem.includes("not translated"),
          ),
        );
      } catch {
        // Only numbers are tried here; a function of strings may refuse them and is covered above.
      }
    }
  }
  return problems;
}

function compareValues(en: unknown, ar: unknown, where: string, key: string): string[] {
  if (kindOf(en) !== kindOf(ar)) return [`${where}: ${kindOf(ar)} in Arabic, ${kindOf(en)} in English`];
  if (typeof en === "string") return compareText(en, ar as string, where, key);
  if (typeof en === "function")
    return compareFunction(en as (...args: unknown[]) => unknown, ar as (...args: unknown[]) => unknown, where, key);
  if (typeof en === "number" || typeof en === "boolean")
    return en === ar ? [] : [`${where}: ${String(ar)} in Arabic, ${String(en)} in English`];
  if (Array.isArray(en)) {
    const arList = ar as unknown[];
    if (en.length !== arList.length) return [`${where}: ${arList.length} entries in Arabic, ${en.length} in English`];
    return en.flatMap((item, index) => compareValues(item, arList[index], `${where}[${index}]`, key));
  }
  if (en && typeof en === "object") {
    const enRecord = en as Record<string, unknown>;
    const arRecord = ar as Record<string, unknown>;
    const missing = Object.keys(enRecord).filter((name) => enRecord[name] !== undefined && !(name in arRecord));
    const extra = Object.keys(arRecord).filter((name) => !(name in enRecord));
    return [
      ...missing.map((name) => `${where}.${name}: missing in Arabic`),
      ...extra.map((name) => `${where}.${name}: not in English`),
      ...Object.keys(enRecord)
        .filter((name) => name in arRecord)
        .flatMap((name) => compareValues(enRecord[name], arRecord[name], `${where}.${name}`, name)),
    ];
  }
  return en === ar ? [] : [`${where}: ${String(ar)} in Arabic, ${String(en)} in English`];
}

export function compareTranslation(en: unknown, ar: unknown, name: string): string[] {
  return compareValues(en, ar, name, "");
}
