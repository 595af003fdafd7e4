import { mkdirSync } from "node:fs";

import type { Page } from "@playwright/test";

/**
 * A full-page screenshot for docs/ (docs/screenshots/NAME.png), taken only when asked (DOCS_SCREENSHOTS=1), never
 * compared: it shows a reader what a page looks like, the test's assertions say what it does.
 */
export async function docsScreenshot(page: Page, name: string, viewport?: { width: number; height: number }) {
  if (!process.env.DOCS_SCREENSHOTS) return;
  mkdirSync("docs/screenshots", { recursive: true });
  if (viewport) await page.setViewportSize(viewport);
  // From the top: sticky bars stay where a full-page capture found the page scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

export const phoneViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 900 };
