import { readFile } from "node:fs/promises";
import path from "node:path";
import { decimal } from "./cart-store.mjs";

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Stands in for Shopify's hosted checkout, so an end-to-end test can see where the shopper landed. */
export function sendCheckoutPage(response, store, token, currencyCode) {
  const cart = store.findByToken(token);
  if (!cart) {
    response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Checkout not found</title><h1>Checkout not found</h1>");
    return;
  }
  const rows = cart.lines.map((line) => {
    const item = store.variant(line.merchandiseId);
    return `<li>${line.quantity} x ${escape(item.title)}: ${currencyCode} ${decimal(item.price * line.quantity)}</li>`;
  });
  const total = cart.lines.reduce((sum, line) => sum + store.variant(line.merchandiseId).price * line.quantity, 0);
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html lang="en"><title>Checkout (test Shopify)</title><main><h1>Checkout</h1>` +
      `<ul>${rows.join("")}</ul><p>Total: ${currencyCode} ${decimal(total)}</p></main></html>`,
  );
}

/** Serves a catalogue image from the repository's public/ folder under Shopify's CDN path. */
export async function sendCatalogueImage(response, catalogue, publicDir, fileName) {
  const item = catalogue.find((entry) => path.basename(entry.image) === fileName);
  try {
    if (!item) throw new Error("unknown image");
    const bytes = await readFile(path.join(publicDir, item.image));
    response.writeHead(200, { "content-type": "image/webp", "cache-control": "public, max-age=3600" });
    response.end(bytes);
  } catch {
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("Not found");
  }
}
