import { expect, type Page } from "@playwright/test";

/**
 * Issue 32's stale-price stress: the owner saves prices seconds apart while shoppers keep reading the catalogue pages
 * (so renders are in flight when each save lands), and after every save has answered each page, in both languages,
 * on every instance, must show the new figures. Next.js dated a cache entry from its write, so a render that read the
 * old figures before a save and finished after it was kept as fresh: the home page kept the old bundle price.
 */
const mask = { name: "Matcha Clay Mask", path: "/products/matcha-clay-mask", label: "Price (AED)" };
const bundle = { name: "The Matcha Ritual", path: "/bundles/matcha-ritual", label: "Bundle price (AED)" };
/** content/products.ts: the two other products of the ritual bundle, whose prices this test leaves alone. */
const otherProductsFils = 9_400 + 8_900;

/** Which figures each page shows: the mask's price, the bundle's price, its "original" (the products' sum). */
const pages: { path: string; shows: ("mask" | "bundle" | "original")[] }[] = [
  { path: "/", shows: ["mask", "bundle", "original"] },
  { path: "/collection", shows: ["mask"] },
  { path: mask.path, shows: ["mask"] },
  { path: bundle.path, shows: ["bundle", "original"] },
];
const localePrefixes = ["", "/ar"];

/** The figure as both languages print it (Latin digits, two decimals): 10925 fils is "109.25". */
const figure = (fils: number) => (fils / 100).toFixed(2);

async function save(
  admin: Page,
  adminBase: string,
  { name, label }: { name: string; label: string },
  price: string,
): Promise<void> {
  await admin.goto(`${adminBase}/admin/catalogue`);
  const form = admin.getByRole("form", { name, exact: true });
  await form.getByLabel(label, { exact: true }).fill(price);
  await form.getByRole("button", { name: `Save ${name}` }).click();
  await expect(admin.getByRole("form", { name, exact: true }).getByRole("status")).toHaveText(
    `${name} saved. The shop's pages show it now.`,
  );
}

/** Shoppers reading every catalogue page on every instance, as fast as the instances answer, until stopped. */
function keepReading(bases: string[], readers: number): { stop: () => Promise<number> } {
  let running = true;
  let reads = 0;
  const urls = bases.flatMap((base) =>
    localePrefixes.flatMap((prefix) =>
      pages.map((page) => `${base}${prefix}${page.path === "/" && prefix ? "" : page.path}`),
    ),
  );
  const loops = Array.from({ length: readers }, async (_, reader) => {
    for (let index = reader; running; index += 1) {
      await fetch(urls[index % urls.length]!).then(
        (response) => response.text(),
        () => "",
      );
      reads += 1;
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return reads;
    },
  };
}

/**
 * Saves the mask's and the bundle's prices `rounds` times each through `adminBase` while readers load every page,
 * and after each save checks every page on every instance. Returns each old figure seen ("round 3 /ar on B: ...").
 */
export async function saveInALoopAndReadEverywhere(
  admin: Page,
  {
    adminBase,
    readBases,
    rounds,
    readers = 4,
    burstSize = 3,
  }: { adminBase: string; readBases: string[]; rounds: number; readers?: number; burstSize?: number },
): Promise<{ stale: string[]; reads: number }> {
  const stale: string[] = [];
  const reading = keepReading(readBases, readers);
  let reads = 0;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      // Distinct figures every save, so an earlier save's page can never pass for this one's. Saves come in bursts:
      // each one lands while the renders the previous one started are still running.
      const maskFils = 10_000 + round * 125;
      const bundleFils = 23_000 + round * 175;
      for (let burst = burstSize - 1; burst >= 0; burst -= 1) {
        await save(admin, adminBase, mask, figure(maskFils - burst * 5));
        await save(admin, adminBase, bundle, figure(bundleFils - burst * 5));
      }
      const expected = {
        mask: figure(maskFils),
        bundle: figure(bundleFils),
        original: figure(maskFils + otherProductsFils),
      };
      for (const base of readBases)
        for (const prefix of localePrefixes)
          for (const page of pages) {
            const url = `${base}${prefix}${page.path === "/" && prefix ? "" : page.path}`;
            const html = await (await fetch(url)).text();
            const missing = page.shows.filter((shown) => !html.includes(expected[shown]));
            if (missing.length > 0)
              stale.push(
                `round ${round} ${url}: no ${missing.join(", ")} (${missing.map((m) => expected[m]).join(", ")})`,
              );
          }
      console.log(`[never-stale] round ${round}/${rounds}: ${stale.length} stale so far`);
    }
  } finally {
    reads = await reading.stop();
  }
  return { stale, reads };
}
