/**
 * Phrases the old site used that contradict content/policies.ts. Shared by the source scan
 * (tests/unit/policies.test.ts) and the rendered-page crawl (tests/e2e/policy-consistency.spec.ts).
 */
export const contradictions: { pattern: RegExp; why: string }[] = [
  { pattern: /\b30[- ]?days?\b/i, why: "30-day returns: the returns window comes from policies.returns.windowDays" },
  { pattern: /\bsave\s+25\s*%/i, why: "'Save 25%': the bundle saves round(savingsPercentage) from content/bundles.ts" },
  { pattern: /\bAED\s*150\b/, why: "AED 150 free-shipping threshold: policies.shipping.freeShippingThreshold" },
  { pattern: /\bAED\s*25\b/, why: "AED 25 next-day fee: policies.shipping.standardShippingFee" },
  { pattern: /\bAED\s*35\b/, why: "AED 35 express fee: the shop has no express option" },
  { pattern: /\bsame[- ]day delivery\b/i, why: "same-day delivery: UAE delivery is policies.shipping.uaeDelivery" },
  { pattern: /\b2\s*-\s*3 hours\b/i, why: "2-3 hour express delivery: not a shop policy" },
];

/**
 * Figures that only content/policies.ts may state. Source files render them through
 * content/copy/en/policy-text.ts, so any literal like these in a page, component or FAQ answer is a second source.
 */
export const hardCodedPolicyPatterns: RegExp[] = [
  /\b\d+(?:\s*-\s*\d+)?[- ](?:business[- ])?(?:days?|hours?)\b/i,
  /\bAED\s*\d/,
  /\b\d+\s*%\s*off\b/i,
  /\bsave\s+\d+\s*%/i,
  /\b\d{1,2}:\d{2}\s*(?:AM|PM)\s*GST\b/i,
  /\bQ[1-4]\s+20\d{2}\b/,
];

export function findContradictions(text: string): string[] {
  return contradictions.flatMap(({ pattern, why }) => {
    const match = pattern.exec(text);
    return match ? [`"${match[0]}" (${why})`] : [];
  });
}

export function findHardCodedPolicyFigures(text: string): string[] {
  return hardCodedPolicyPatterns.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [match[0]] : [];
  });
}

/** Every returns-window figure a page states: '7 days from delivery', '7-Day Returns', '30-day return'. */
export function returnsWindowMentions(text: string): number[] {
  const patterns = [/(\d+)[- ]days? from delivery/gi, /(\d+)[- ]day returns?\b/gi, /returns? within (\d+) days/gi];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => Number(match[1])));
}

/** Every 'Save N%' claim a page makes. */
export function savePercentMentions(text: string): number[] {
  return [...text.matchAll(/\bsave\s+(\d+(?:\.\d+)?)\s*%/gi)].map((match) => Number(match[1]));
}

/** Drops comments, which no shopper reads, so explanations like "the old site said 30 days" don't count. */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}
