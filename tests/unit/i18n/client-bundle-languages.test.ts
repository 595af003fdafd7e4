import path from "node:path";

import { clientImportPaths } from "../../support/i18n/client-imports";

/**
 * Client components read their words through `useTexts` (content/messages/client/*): English bundled, Arabic fetched
 * on Arabic pages only. A static import of a two-language dictionary from client code puts Arabic into every English
 * shopper's JavaScript (it did: the cart's and the checkout's chunks carried both dictionaries).
 */
const twoLanguageModule = /^content\/(messages\/(ar\/|[^/]+\.ts$)|ar\/|copy\/ar\/|localized\.ts$)/;

// Deliberate exceptions, each a few words: the error boundary must not suspend while it renders, and the emirates'
// Arabic names are seven strings the checkout form needs at once.
const allowed = new Set(["content/messages/errors.ts", "content/messages/ar/errors.ts", "content/ar/emirates.ts"]);

describe("client JavaScript carries one language", () => {
  test("no client component statically imports a dictionary that holds both languages", () => {
    const root = process.cwd();
    const offenders = [...clientImportPaths(root, ["app", "components"])]
      .filter(([file]) => twoLanguageModule.test(path.relative(root, file)) && !allowed.has(path.relative(root, file)))
      .map(([, trail]) => trail.join(" > "));
    expect(offenders).toEqual([]);
  });

  test("the check follows imports through shared components (it found the cart summary's dictionary)", () => {
    const root = process.cwd();
    const reached = [...clientImportPaths(root, ["components/cart"]).keys()].map((file) => path.relative(root, file));
    expect(reached).toContain("components/checkout/order-totals.tsx");
    expect(reached).toContain("content/messages/client/cart.ts");
  });
});
