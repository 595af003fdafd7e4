import { readFileSync } from "node:fs";

import { expect, type Page } from "@playwright/test";

/** Today on the shop's clock (Asia/Dubai), "2026-12-03": the day exports name their files and reports after. */
export const gulfToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Dubai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/** A CSV the click downloads: its file name and its lines, after the BOM that lets Excel read the Arabic in it. */
export async function downloadCsv(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), click()]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), lines: bytes.subarray(3).toString("utf8").trimEnd().split("\r\n") };
}
