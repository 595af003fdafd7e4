// Prepares what the per-shopper scenarios need from a running shop: server action ids (from the build's manifest),
// the products' merchandise ids (from their pages), and a cart cookie for a cart filled through the real action.
import { join } from "node:path";

import { DIST_DIR, readServerActionIds } from "../../lib/next-private-interfaces.ts";

/** Server action ids by exported name, e.g. { addToCartAction: "40…" }, from the build's manifest. */
export const readActionIds = (root) => readServerActionIds(join(root, DIST_DIR));

/** The merchandise id the page's add-to-cart button sends, read from the page's inline flight data. */
export async function readMerchandiseId(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const match = /merchandiseId\\?":\\?"([^"\\]+)/.exec(html);
  if (!match?.[1]) throw new Error(`no merchandise id in ${path}`);
  return match[1];
}

/** Headers of a server action call as the browser sends them (React's encodeReply of plain arguments). */
export function actionHeaders(origin, actionId, cookie) {
  return {
    "next-action": actionId,
    "content-type": "text/plain;charset=UTF-8",
    accept: "text/x-component",
    origin,
    ...(cookie ? { cookie } : {}),
  };
}

/** Adds one of each product through addToCartAction and returns the cart cookie (`__Host-cart_id=…` in production) of that cart. */
export async function fillCart(origin, path, actionId, merchandiseIds, clientAddress) {
  let cookie;
  for (const merchandiseId of merchandiseIds) {
    const response = await fetch(origin + path, {
      method: "POST",
      headers: {
        ...actionHeaders(origin, actionId, cookie),
        // A shopper of their own: new carts are limited per client (the bench server trusts one proxy hop).
        ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}),
      },
      body: JSON.stringify([{ merchandiseId, quantity: 1 }]),
    });
    if (!response.ok) throw new Error(`addToCartAction answered ${response.status}`);
    await response.arrayBuffer();
    // Production names it __Host-cart_id (lib/cart/cart-cookie.ts); other builds cart_id.
    const setCookie = response.headers.getSetCookie().find((value) => /^(?:__Host-)?cart_id=/.test(value));
    if (setCookie) cookie = setCookie.split(";")[0];
  }
  if (!cookie) throw new Error("addToCartAction set no cart cookie");
  const cart = await (await fetch(`${origin}/api/cart`, { headers: { cookie } })).json();
  if (cart.cart?.lines?.length !== merchandiseIds.length)
    throw new Error(`the filled cart has ${cart.cart?.lines?.length} lines`);
  return cookie;
}

/** The catalogue paths the session reads merchandise ids from (the first is the product page the scenarios use). */
export const productPaths = [
  "/products/matcha-clay-mask",
  "/products/collagen-essence",
  "/products/matcha-pure-cleanser",
];
export const bundlePath = "/bundles/matcha-ritual";

/** What scenarios.mjs needs from a running shop, with `carts` carts filled through the real action (one per connection). */
export async function prepareSession(root, origin, carts) {
  const actionIds = readActionIds(root);
  const merchandiseIds = await Promise.all(productPaths.map((path) => readMerchandiseId(origin, path)));
  const cartCookies = [];
  for (let index = 0; index < carts; index += 1)
    cartCookies.push(await fillCart(origin, productPaths[0], actionIds.addToCartAction, merchandiseIds));
  return {
    productPath: productPaths[0],
    bundlePath,
    cartCookies,
    actionIds,
    merchandiseId: merchandiseIds[0],
    trackOrderFields: await readTrackOrderForm(origin),
  };
}

const poolAddress = (index) => `10.200.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * `count` carts of one product each, for a scenario that checks one out per request (placing an order uses its cart),
 * filled `parallel` at a time through the real add-to-cart action.
 */
export async function prepareCartPool(origin, actionIds, merchandiseId, count, parallel = 10) {
  const cookies = [];
  while (cookies.length < count) {
    const batch = Math.min(parallel, count - cookies.length);
    cookies.push(
      ...(await Promise.all(
        Array.from({ length: batch }, (_, index) =>
          fillCart(
            origin,
            productPaths[0],
            actionIds.addToCartAction,
            [merchandiseId],
            poolAddress(cookies.length + index),
          ),
        ),
      )),
    );
  }
  return cookies;
}

/** The delivery form's hidden fields (its server action), as a filled cart sees /checkout/delivery. */
export async function readDeliveryForm(origin, cookie) {
  const html = await (await fetch(`${origin}/checkout/delivery`, { headers: { cookie } })).text();
  const fields = hiddenFields(html);
  if (!fields.some(([name]) => name.startsWith("$ACTION_")))
    throw new Error("no server action fields in /checkout/delivery");
  return fields;
}

/** The hidden inputs of a piece of HTML (a server action's fields), as [name, value] pairs. */
export function hiddenFields(html) {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [
    name,
    decodeEntities(value ?? ""),
  ]);
}

/** The hidden fields of the track-order form (React's progressive-enhancement encoding of the action and its state). */
export async function readTrackOrderForm(origin) {
  const html = await (await fetch(`${origin}/track-order`)).text();
  const fields = hiddenFields(html);
  if (!fields.some(([name]) => name.startsWith("$ACTION_"))) throw new Error("no server action fields in /track-order");
  return fields;
}

function decodeEntities(text) {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** A multipart body as the browser posts the form without JavaScript. */
export function multipartBody(fields, boundary) {
  return (
    fields
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}--\r\n`
  );
}
