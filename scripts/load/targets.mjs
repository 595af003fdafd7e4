// What `npm run load` aims at, as shoppers meet it. `limited` targets have a rate limit that is meant to trip under
// this load, so their 429s are expected (and counted apart); every other non-2xx/3xx answer is a failure.
import { randomInt } from "node:crypto";

import { scenarios } from "../bench/scenarios.mjs";
import { actionHeaders } from "../bench/shop-session.mjs";

/** Each request from another client address, as from many shoppers (the server trusts one proxy hop). */
const anotherClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * @param origin the shop, e.g. http://127.0.0.1:3961
 * @param session { productPath, actionIds, merchandiseId, trackOrderFields, account: { email, password } }
 */
export function loadTargets(origin, session) {
  const { productPath, actionIds, merchandiseId, account } = session;
  const bench = new Map(
    scenarios(origin, { ...session, bundlePath: "/", cartCookies: [""] }).map((scenario) => [scenario.name, scenario]),
  );
  const trackOrder = bench.get("track order (form post)");
  if (!trackOrder) throw new Error("the bench has no track-order scenario");

  return [
    { name: "/", url: `${origin}/` },
    { name: productPath, url: origin + productPath },
    {
      // A new shopper's first add: no cart cookie, so every request starts a cart (limited per client address).
      name: "add to cart (action, new cart)",
      url: origin + productPath,
      request: {
        method: "POST",
        path: productPath,
        body: JSON.stringify([{ merchandiseId, quantity: 1 }]),
        setupRequest: (request) => ({
          ...request,
          headers: { ...actionHeaders(origin, actionIds.addToCartAction), "x-forwarded-for": anotherClient() },
        }),
      },
    },
    {
      // Better Auth's endpoint with a real, confirmed account and its right password, from ever new addresses: each
      // answer is a sign-in (a right password clears the account's lock-out, lib/auth/sign-in-lockout.ts); 429 only
      // where a per-client limit trips.
      name: "sign-in (Better Auth)",
      url: `${origin}/api/auth/sign-in/email`,
      limited: true,
      request: {
        method: "POST",
        path: "/api/auth/sign-in/email",
        body: JSON.stringify({ email: account.email, password: account.password }),
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": "application/json", origin, "x-forwarded-for": anotherClient() },
        }),
      },
    },
    { ...trackOrder, name: "order lookup (track-order form post)" },
  ];
}
