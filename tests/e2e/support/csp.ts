import type { Page } from "@playwright/test";

export type CspViolation = { page: string; directive: string; blocked: string; sample: string };

/**
 * Records every Content-Security-Policy violation the browser reports on `page`, from two sources: the
 * `securitypolicyviolation` event (installed before any page script runs) and Chromium's console message, which
 * also covers what is refused before a listener could exist. Returns the live list.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction("__recordCspViolation", (violation: CspViolation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const record = (window as unknown as { __recordCspViolation: (violation: CspViolation) => void })
        .__recordCspViolation;
      void record({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({
        page: new URL(page.url()).pathname,
        directive: "console",
        blocked: "",
        sample: message.text(),
      });
  });
  return violations;
}

/** `script-src 'self' 'nonce-…'` → { "script-src": ["'self'", "'nonce-…'"] } */
export function parsePolicy(header: string | undefined): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

/** The nonce named in a policy's script-src, or null. */
export function scriptNonce(policy: Record<string, string[]>): string | null {
  const source = (policy["script-src"] ?? []).find((value) => value.startsWith("'nonce-"));
  return source ? source.slice("'nonce-".length, -1) : null;
}

/**
 * Every <script> element of an HTML document that the browser would execute (not JSON-LD data blocks): its opening tag
 * and inline text.
 */
export function executableScripts(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)]
    .map(([, tag = "", text = ""]) => ({ tag, text }))
    .filter(({ tag }) => !/type="application\/(ld\+)?json"/i.test(tag));
}
