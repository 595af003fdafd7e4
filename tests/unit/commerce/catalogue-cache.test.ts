import { revalidateTag, unstable_cache } from "next/cache";

import { seedFigures } from "@/lib/catalogue/figures";
import { cachedCatalogueFigures, cachedItemReading, revalidateCatalogue } from "@/lib/commerce/catalogue-cache";

jest.mock("next/cache", () => ({
  revalidateTag: jest.fn(),
  unstable_cache: jest.fn((read: () => Promise<unknown>) => read),
}));
// As a build without DATABASE_URL reads them: the seed, under a key of its own.
jest.mock("@/lib/db/database-identity", () => ({
  databaseCacheScope: async () => ({ key: "baseline", tags: [], revalidate: 1, readDatabase: false }),
}));

const expired = () => jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag);
const tagsOfLastReading = () => jest.mocked(unstable_cache).mock.lastCall?.[2]?.tags ?? [];

beforeEach(() => jest.clearAllMocks());

describe("revalidateCatalogue, the one refresh of the catalogue's cached readings", () => {
  test("an edit in the back office expires every reading at once, a provider's reading of one item included", async () => {
    await cachedItemReading("matcha-clay-mask", ["shopify"], async () => 1, 3600);
    revalidateCatalogue();
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([[expect.any(String), { expire: 0 }]]);
    expect(tagsOfLastReading()).toContain(expired()[0]);
  });

  test("a change to one item expires that item's reading and not another's", async () => {
    revalidateCatalogue({ handle: "matcha-clay-mask" });
    const [tag] = expired();
    await cachedItemReading("matcha-clay-mask", ["shopify"], async () => 1, 3600);
    expect(tagsOfLastReading()).toContain(tag);
    await cachedItemReading("collagen-essence", ["shopify"], async () => 1, 3600);
    expect(tagsOfLastReading()).not.toContain(tag);
  });
});

test("the database's figures hear a change to any one item, so a page prerendered from them is refreshed by it", async () => {
  expect(await cachedCatalogueFigures()).toEqual(seedFigures());
  for (const handle of ["matcha-clay-mask", "collagen-essence"]) {
    revalidateCatalogue({ handle });
    expect(tagsOfLastReading()).toContain(expired().at(-1));
  }
  revalidateCatalogue();
  expect(tagsOfLastReading()).toContain(expired().at(-1));
});
