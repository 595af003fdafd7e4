// Kept free of Next.js and of path aliases: server.ts (run by Node, outside the Next build) logs through it.
//
// Log lines and error reports leave the shop (a log shipper, a Sentry-compatible collector), so a shopper's e-mail,
// phone, name or a token in a link must never be in them. Every line passes through here once, in one place.

const SCRUBBED = "[scrubbed]";

const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** +971 / 00971 / 971 and 8 or 9 digits, with the spaces, dots, dashes and brackets people type. */
const uaeInternationalPhone = /(?:\+|(?<![\w./-])00|(?<![\w./-]))971[\s.()-]*0?(?:\d[\s.()-]*){7,8}\d(?!\w|\.\w)/g;
/** A UAE number as dialled at home: mobiles 05X XXX XXXX, landlines 0X XXX XXXX. */
const uaeLocalPhone = /(?<![\w./-])0(?:5\d|[2-9])(?:[\s.-]?\d){7}(?!\w|\.\w)/g;
/** Any other number written internationally (+44 20 7946 0958). */
const otherInternationalPhone = /\+\d(?:[\s.()-]*\d){7,14}\b/g;
/** A value in a query string (?token=…, &email=…): links in e-mails carry tokens there. */
const queryValue = /([?&][A-Za-z0-9_.[\]-]+=)[^&#\s"'<>]+/g;
const bearer = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

/** Fields the shop itself fills with ids and patterns: a request id or digest may look like a phone number. */
const ownField = /^(?:requestId|digest|route|instance|time|event_id)$/;

/** Fields whose value is personal or secret whatever it looks like. */
const personalField =
  /^(?:e-?mail(?:address)?|phone(?:number)?|mobile|whatsapp|tel|(?:first|last|full|given|family|customer|recipient|display|user)?_?name|address(?:_?line)?_?\d?|street|building|password|passcode|otp|token|secret|cookie|set-cookie|authorization|x-shop-client-address|x-forwarded-for|ip)$/i;

/** The text with e-mail addresses, phone numbers, bearer tokens and query-string values replaced. */
export function scrubText(text: string): string {
  return text
    .replace(email, SCRUBBED)
    .replace(queryValue, `$1${SCRUBBED}`)
    .replace(bearer, `$1 ${SCRUBBED}`)
    .replace(uaeInternationalPhone, SCRUBBED)
    .replace(otherInternationalPhone, SCRUBBED)
    .replace(uaeLocalPhone, SCRUBBED);
}

/**
 * A copy fit for a log line: strings scrubbed, known personal fields blanked, errors reduced to type, message and
 * stack (an error's own fields, e.g. a driver's query parameters, are left out). Depth-limited, cycle-safe.
 */
export function scrubFields(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return typeof value === "bigint" ? String(value) : value;
  if (seen.has(value) || depth > 6) return "[…]";
  seen.add(value);
  if (value instanceof Error) return scrubbedError(value, depth, seen);
  if (Array.isArray(value)) return value.slice(0, 50).map((entry) => scrubFields(entry, depth + 1, seen));
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      ownField.test(key) && typeof entry === "string"
        ? entry
        : personalField.test(key) && entry != null
          ? SCRUBBED
          : scrubFields(entry, depth + 1, seen),
    ]),
  );
}

function scrubbedError(error: Error, depth: number, seen: WeakSet<object>) {
  const code = (error as { code?: unknown }).code;
  const digest = (error as { digest?: unknown }).digest;
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(typeof digest === "string" ? { digest } : {}),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(error.cause !== undefined ? { cause: scrubFields(error.cause, depth + 1, seen) } : {}),
  };
}
