import fc from "fast-check";

/** Strings an attacker sends first: markup, SQL, header injection, template and path tricks, Unicode oddities. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(document.cookie)>',
    "javascript:alert(1)",
    "' OR '1'='1' --",
    "'; DROP TABLE orders; --",
    "1; select pg_sleep(5)",
    "a@b.co\r\nBcc: victim@example.com",
    "Subject\r\nX-Injected: yes",
    "${7*7}{{7*7}}<%= 7*7 %>",
    "../../../../etc/passwd",
    "%00%0d%0a",
    "\u202eevil\u202c",
    "\u0000\u0001\u001f\u007f",
    "\ud800",
    "𝕞𝕒𝕥𝕔𝕙𝕒 🍵‍🔥",
    "ﷺ".repeat(500),
    "#1001",
    "test@example.com",
    "A".repeat(20_000),
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31), 0.1, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Keys that pollute prototypes when code merges objects carelessly. */
const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty"),
  fc.string({ maxLength: 20 }),
);

/** Any JSON value, nested, with hostile leaves and keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** Field names the shop's forms use, so hostile values reach real validation, plus names nobody expects. */
const formFieldName = fc.oneof(
  fc.constantFrom(
    "email",
    "orderNumber",
    "fullName",
    "phone",
    "emirate",
    "addressLine",
    "city",
    "firstName",
    "lastName",
    "subject",
    "message",
    "rating",
    "title",
    "body",
    "review",
    "recommend",
    "productName",
    "code",
    "discountCode",
    "password",
    "name",
    "prompt",
    "source",
    "submissionKey",
    "lineId",
    "merchandiseId",
    "quantity",
    "$ACTION_ID_x",
    "__proto__",
  ),
  fc.string({ maxLength: 20 }),
);

export const hostileForm = fc.array(fc.tuple(formFieldName, hostileString), { maxLength: 12 });

/** Server-action arguments: none, some JSON values, or a previous state and a form, as useActionState sends them. */
export const hostileActionArguments = fc.oneof(
  fc.array(hostileValue, { maxLength: 3 }).map((args) => ({ kind: "json" as const, args })),
  fc.tuple(hostileValue, hostileForm).map(([state, fields]) => ({ kind: "form" as const, state, fields })),
);

/** Bodies that are not a valid action encoding at all: the framework's parser, not the shop, answers these. */
export const malformedActionBody = fc.oneof(
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => ({ contentType: "multipart/form-data; boundary=----x", body: bytes })),
  fc.string({ maxLength: 500 }).map((text) => ({ contentType: "text/plain;charset=UTF-8", body: `[${text}` })),
  fc
    .string({ maxLength: 500 })
    .map((text) => ({ contentType: "application/x-www-form-urlencoded", body: `%${text}%%` })),
  fc.constantFrom({ contentType: "application/octet-stream", body: "\u0000" }, { contentType: "", body: "" }),
);

export const hostileQuery = fc.array(fc.tuple(formFieldName, hostileString), { maxLength: 5 });

/**
 * Better Auth's endpoints behind /api/auth (its routes in node_modules/better-auth/dist/api/routes and the two-factor
 * plugin).
 */
export const authEndpoints = [
  "sign-up/email",
  "sign-in/email",
  "sign-out",
  "get-session",
  "list-sessions",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "request-password-reset",
  "reset-password",
  "reset-password/x",
  "verify-email",
  "send-verification-email",
  "change-password",
  "verify-password",
  "change-email",
  "update-user",
  "delete-user",
  "delete-user/callback",
  "list-accounts",
  "account-info",
  "unlink-account",
  "link-social",
  "sign-in/social",
  "callback/x",
  "get-access-token",
  "refresh-token",
  "update-session",
  "error",
  "ok",
  "two-factor/enable",
  "two-factor/disable",
  "two-factor/get-totp-uri",
  "two-factor/verify-totp",
  "two-factor/send-otp",
  "two-factor/verify-otp",
  "two-factor/verify-backup-code",
  "two-factor/generate-backup-codes",
];

const authFieldName = fc.constantFrom(
  "email",
  "password",
  "name",
  "newPassword",
  "currentPassword",
  "revokeOtherSessions",
  "token",
  "code",
  "callbackURL",
  "redirectTo",
  "rememberMe",
  "trustDevice",
  "image",
  "phoneNumber",
  "newEmail",
  "provider",
  "sessionToken",
  "__proto__",
);

/**
 * A Better Auth request body: its own field names with hostile values (some a plausible new address), or any JSON at
 * all.
 */
export const hostileAuthBody = fc.oneof(
  fc.dictionary(
    authFieldName,
    fc.oneof(
      hostileString,
      hostileValue,
      fc.nat(9_999).map((n) => `fuzz+${n}@example.com`),
    ),
    { maxKeys: 6 },
  ),
  hostileValue,
);

/**
 * A no-JavaScript form posted to an action page, shaped as React renders a form's action into hidden fields: a plain
 * action (`$ACTION_ID_…`) or a useActionState one (`$ACTION_REF_1` with its previous state bound), with hostile
 * fields beside it, sent as multipart (what React's forms use) or url-encoded (what a hand-made form sends).
 */
export const hostileNoScriptPost = fc.record({
  shape: fc.constantFrom("plain" as const, "bound" as const),
  state: hostileValue,
  fields: hostileForm,
  encoding: fc.constantFrom("multipart" as const, "urlencoded" as const),
});

/** Action fields that are not React's encoding at all (a bound state that is not JSON, a reference to nothing). */
export const garbledNoScriptFields = fc.array(
  fc.tuple(fc.constantFrom("$ACTION_REF_1", "$ACTION_1:0", "$ACTION_1:1", "$ACTION_KEY"), hostileString),
  { minLength: 1, maxLength: 4 },
);

/**
 * Sign-in `next` values a redirect header cannot carry as they are: non-ASCII, lone surrogates, C1 controls. Before
 * issue 30 a shopper's sign-in with one created the session and then answered 500 (`x-action-redirect`).
 */
export const hostileNextPath = fc.oneof(
  fc.constantFrom(
    "/ar/products/ماتشا",
    "/account?q=é x",
    "/account\ud800",
    "/account\u0085",
    "/account/🍵",
    "/cart#ﷺ",
    "/\u202eevil",
    "/account\u0000",
  ),
  fc.string({ unit: "grapheme", maxLength: 30 }).map((path) => `/${path}`),
  fc.string({ unit: "binary", maxLength: 30 }).map((path) => `/${path}`),
);

/** The back office's order search terms: NUL answered 500, and an over-long one was dropped (exporting every order). */
export const hostileOrderSearch = fc.oneof(
  fc.constantFrom("\u0000", "omar\u0000", "\ud800", "x".repeat(201), "ﷺ".repeat(300)),
  hostileString,
);

/** Paths under /api/webhooks/ other than the webhook route: a cross-site server-action post there answered 500. */
export const webhookLookalikePaths = ["/api/webhooks", "/api/webhooks/", "/api/webhooks/x", "/api/webhooks/shopify/x"];
