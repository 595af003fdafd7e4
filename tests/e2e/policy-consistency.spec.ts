import { expect, test } from "@playwright/test";

import { activeBundles } from "../../content/bundles";
import { policies } from "../../content/policies";
import { indexableRoutes } from "../../lib/seo/site-routes";
import { findContradictions, returnsWindowMentions, savePercentMentions } from "../support/policy-figures";

// Every page a shopper can reach, including the ones other issues build; a missing one fails here on purpose.
const routes = [...indexableRoutes, "/cart", "/checkout"];
const bundleSavingPercent = Math.round(activeBundles[0]!.savingsPercentage);

for (const route of routes) {
  test(`${route} states the shop's policies and nothing that contradicts them`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status(), `${route} should exist`).toBeLessThan(400);
    // Visible text plus the page source: collapsed accordion answers are only in the latter.
    const text = `${await page.locator("body").innerText()}\n${await page.content()}`;

    expect(findContradictions(text)).toEqual([]);
    for (const days of returnsWindowMentions(text)) expect(days, "returns window").toBe(policies.returns.windowDays);
    for (const percent of savePercentMentions(text)) expect(percent, "bundle saving").toBe(bundleSavingPercent);
    for (const match of text.matchAll(/free[^.<]{0,40}over AED\s*(\d+)/gi)) {
      expect(Number(match[1]), "free-shipping threshold").toBe(policies.shipping.freeShippingThreshold);
    }
  });
}
