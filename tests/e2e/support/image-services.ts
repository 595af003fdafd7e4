import { expect } from "@playwright/test";

// The same numbers as playwright.config.ts: the admin image tools' test servers beside the local shop.
const port = Number(process.env.E2E_PORT ?? 3100);
export const imageApiURL = `http://127.0.0.1:${port + 96}`;
export const storageURL = `http://127.0.0.1:${port + 95}`;

type StoredObjectSummary = { key: string; size: number; contentType: string };

/** The objects the Storage test server holds, as the shop uploaded them through supabase-js. */
export async function storedObjects(): Promise<StoredObjectSummary[]> {
  const response = await fetch(`${storageURL}/__test/objects`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { objects: StoredObjectSummary[] }).objects;
}

/** Scripts the images API test server's next answers, e.g. `{ kind: "error", message: "..." }`. */
export async function setImageApiMode(mode: Record<string, unknown>, times?: number): Promise<void> {
  const response = await fetch(`${imageApiURL}/__test/mode`, { method: "POST", body: JSON.stringify({ mode, times }) });
  expect(response.ok).toBe(true);
}

/** How many generation requests the images API test server has answered since its last reset. */
export async function imageApiRequestCount(): Promise<number> {
  const response = await fetch(`${imageApiURL}/__test/status`);
  return ((await response.json()) as { requests: number }).requests;
}

export async function resetImageServices(): Promise<void> {
  await Promise.all([
    fetch(`${imageApiURL}/__test/reset`, { method: "POST" }),
    fetch(`${storageURL}/__test/reset`, { method: "POST" }),
  ]);
}
