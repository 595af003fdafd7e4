/**
 * Tailwind classes tied to the left or the right of the screen, which do not mirror in Arabic. Each has a logical
 * twin that follows the text direction (ml- → ms-, pr- → pe-, left- → start-, text-right → text-end, border-l →
 * border-s, rounded-tl → rounded-ss ...). tests/unit/i18n/logical-css.test.ts fails on any of them in app/ or components/.
 */
const physicalClass =
  /(?<![\w-])(?:[a-z0-9-]+:)*-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-[lr]|rounded-[tb][lr]|scroll-m[lr]|scroll-p[lr])-[^\s"'`]+|(?<![\w-])(?:[a-z0-9-]+:)*(?:text-left|text-right|float-left|float-right|clear-left|clear-right|border-[lr]|rounded-[lr])(?![\w-])/g;

/** Centring with left-1/2 plus a -50% translate is symmetric, so it is the same in both directions. */
const centred = /translate-x-(?:\[-50%\]|1\/2)/;

export type PhysicalClassHit = { line: number; className: string };

export function findPhysicalDirectionClasses(source: string): PhysicalClassHit[] {
  const hits: PhysicalClassHit[] = [];
  source.split("\n").forEach((text, index) => {
    // Only string literals can hold class names; comments and identifiers such as `paddingLeft` are skipped.
    const strings = text.match(/"[^"]*"|'[^']*'|`[^`]*`/g) ?? [];
    for (const literal of strings) {
      for (const match of literal.matchAll(physicalClass)) {
        const className = match[0];
        if (
          /^-?(?:left|right)-(?:\[50%\]|1\/2)$/.test(className.replace(/^(?:[a-z0-9-]+:)*/, "")) &&
          centred.test(literal)
        )
          continue;
        hits.push({ line: index + 1, className });
      }
    }
  });
  return hits;
}
