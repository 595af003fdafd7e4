import { STATUS_CODES } from "node:http";

/** Shopify's answer to a missing or wrong token: HTTP 401 with `errors` as a plain string. */
export const INVALID_TOKEN_BODY = {
  errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
};

/** GraphQL errors as Shopify sends them with HTTP 200. */
export const GRAPHQL_ERRORS = {
  "access-denied": [
    {
      message: "Access denied for cart field. Required access: `unauthenticated_read_checkouts` access scope.",
      locations: [{ line: 2, column: 3 }],
      path: ["cart"],
      extensions: { code: "ACCESS_DENIED", documentation: "https://shopify.dev/api/usage/access-scopes" },
    },
  ],
  unauthorized: [{ message: "Unauthorized", extensions: { code: "UNAUTHORIZED" } }],
  throttled: [
    {
      message: "Throttled",
      extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" },
    },
  ],
  "rate-limited": [{ message: "Rate limit exceeded for this storefront, retry later", extensions: {} }],
  other: [
    {
      message: "Field 'giftWrap' doesn't exist on type 'Cart'",
      locations: [{ line: 4, column: 5 }],
      path: ["query GetCart", "cart", "giftWrap"],
      extensions: { code: "undefinedField", typeName: "Cart", fieldName: "giftWrap" },
    },
  ],
};

export function sendJson(response, status, body) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/** A scripted HTTP failure with the kind of body Shopify (or the CDN in front of it) sends for that status. */
export function sendStatus(response, status) {
  if (status === 401) return sendJson(response, 401, INVALID_TOKEN_BODY);
  if (status === 403) return sendJson(response, 403, { errors: "Storefront access is forbidden for this shop" });
  if (status === 429)
    return sendJson(response, 429, { errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] });
  const text = `${status} ${STATUS_CODES[status] ?? "Error"}`;
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><title>${text}</title><h1>${text}</h1>`);
}
