// What the bench measures, in order. Each entry names a route as a shopper meets it.
import { randomInt } from "node:crypto";

import { actionHeaders, multipartBody } from "./shop-session.mjs";

/**
 * @param origin the shop, e.g. http://127.0.0.1:3951
 * @param session { productPath, bundlePath, cartCookies, actionIds, merchandiseId, trackOrderFields }
 */
export function scenarios(origin, session) {
  const { productPath, bundlePath, cartCookies, actionIds, merchandiseId, trackOrderFields, payment } = session;
  // Each request takes the next cart, so the connections do not all queue on one cart's row.
  let nextCart = 0;
  const takeCookie = () => cartCookies[nextCart++ % cartCookies.length];
  const boundary = "----benchTrackOrder";

  return [
    { name: "/", url: `${origin}/` },
    { name: "/collection", url: `${origin}/collection` },
    { name: productPath, url: origin + productPath },
    { name: bundlePath, url: origin + bundlePath },
    // The same page without a cart: what the shop's document (header, footer, providers) costs around the cart.
    { name: "/cart (empty)", url: `${origin}/cart` },
    {
      name: "/cart (filled)",
      url: `${origin}/cart`,
      request: {
        method: "GET",
        path: "/cart",
        setupRequest: (request) => ({ ...request, headers: { cookie: takeCookie() } }),
      },
    },
    {
      name: "/api/cart (filled)",
      url: `${origin}/api/cart`,
      request: {
        method: "GET",
        path: "/api/cart",
        setupRequest: (request) => ({ ...request, headers: { cookie: takeCookie() } }),
      },
    },
    {
      name: "add to cart (action)",
      url: origin + productPath,
      request: {
        method: "POST",
        path: productPath,
        body: JSON.stringify([{ merchandiseId, quantity: 1 }]),
        setupRequest: (request) => ({
          ...request,
          headers: actionHeaders(origin, actionIds.addToCartAction, takeCookie()),
        }),
      },
    },
    {
      // The form as posted without JavaScript. Every request comes from another address with another e-mail, as
      // real lookups do, so the rate limits (per client and per e-mail) are consulted but never trip.
      name: "track order (form post)",
      url: `${origin}/track-order`,
      request: {
        method: "POST",
        path: "/track-order",
        setupRequest: (request) => {
          const email = `bench-${randomInt(1e9)}@example.com`;
          const fields = [...trackOrderFields, ["email", email], ["orderNumber", "1001"]];
          return {
            ...request,
            headers: {
              "content-type": `multipart/form-data; boundary=${boundary}`,
              origin,
              "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
            },
            body: multipartBody(fields, boundary),
          };
        },
      },
    },
    ...(payment ? [startPayment(origin, payment)] : []),
  ];
}

export const startPaymentName = "start a payment (Pay now)";
export const startPaymentWarmup = 50;

/**
 * The delivery form posted without JavaScript with Pay now chosen, each request from its own filled cart, address and
 * e-mail: the order is placed awaiting payment (stock held), the gateway's hosted page created through its API (the
 * local Stripe server), and the shopper redirected there (303). Bounded by the carts prepared: each is used once.
 */
function startPayment(origin, { cartCookies, deliveryFields }) {
  let next = 0;
  const boundary = "----benchPayNow";
  return {
    name: startPaymentName,
    url: `${origin}/checkout/delivery`,
    warmup: startPaymentWarmup,
    maxRequests: cartCookies.length - startPaymentWarmup,
    redirectsAreAnswers: true,
    request: {
      method: "POST",
      path: "/checkout/delivery",
      setupRequest: (request) => {
        const fields = [
          ...deliveryFields,
          ["fullName", "Bench Shopper"],
          ["email", `pay-${randomInt(1e9)}@example.com`],
          ["phone", "+971 50 123 4567"],
          ["emirate", "Dubai"],
          ["addressLine", "Villa 12, Al Wasl Road"],
          ["city", "Jumeirah"],
          ["payment", "online"],
        ];
        return {
          ...request,
          headers: {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            origin,
            cookie: cartCookies[next++ % cartCookies.length],
            "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
          },
          body: multipartBody(fields, boundary),
        };
      },
    },
  };
}
