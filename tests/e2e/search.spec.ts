import { expect, test, type Page } from "@playwright/test";

import { searchMessages as arSearch } from "../../content/messages/ar/search";
import { searchMessages, searchPage } from "../../content/messages/en/search";
import { openHydrated } from "./support/shop";

// The shared shop. The header has its box from 1536 px (below, a link to /search and the menu drawer's box).
test.use({ viewport: { width: 1536, height: 800 } });

const headerSearch = (page: Page, label = searchMessages.label) =>
  page.getByRole("banner").getByRole("search", { name: label });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box searches: 'clay' and 'طين' find the mask, nonsense offers the collection", async ({
    page,
  }) => {
    await page.goto("/");
    await headerSearch(page).getByRole("combobox", { name: searchMessages.label }).fill("clay");
    await headerSearch(page).getByRole("combobox").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=clay$/);
    await expect(page.getByRole("heading", { level: 2, name: /“clay”/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Matcha Clay Mask/ })).toHaveAttribute(
      "href",
      "/products/matcha-clay-mask",
    );

    await page.goto(`/ar/search?q=${encodeURIComponent("طين")}`);
    await expect(page.getByRole("main").getByRole("link", { name: /قناع الطين بالماتشا/ })).toHaveAttribute(
      "href",
      "/ar/products/matcha-clay-mask",
    );

    await page.goto("/search?q=xqzvwk");
    await expect(page.getByRole("heading", { name: searchPage.noResultsTitle("xqzvwk") })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: searchPage.browseCollection })).toHaveAttribute(
      "href",
      "/collection",
    );
  });
});

test("suggestions by keyboard: 'matcah', ArrowDown, Enter opens the mask; 'مأسك' suggests it on /ar", async ({
  page,
}) => {
  // Typed once the page is live, as a shopper does: the suggestions load on the box's first focus.
  await openHydrated(page, "/");
  const box = headerSearch(page).getByRole("combobox", { name: searchMessages.label });
  await box.fill("matcah");
  const list = headerSearch(page).getByRole("listbox");
  await expect(list.getByRole("option").first()).toContainText("Matcha Clay Mask");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\/matcha-clay-mask$/);

  await openHydrated(page, "/ar");
  const arabicBox = headerSearch(page, arSearch.label).getByRole("combobox");
  await arabicBox.fill("مأسك");
  await expect(headerSearch(page, arSearch.label).getByRole("option").first()).toContainText("قناع الطين بالماتشا");
  await arabicBox.press("Escape");
  await expect(arabicBox).toHaveAttribute("aria-expanded", "false");
});
