// Control characters (C0, DEL, C1) and lone UTF-16 surrogates: no address can carry them, so such a `next` is refused.
const UNUSABLE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
// Anything a header value cannot carry as it is: spaces and every non-ASCII character.
const NOT_VISIBLE_ASCII = /[^\u0021-\u007e]/gu;

/**
 * Where to go after signing in: a path on this site only, never '//evil.example' or 'https://...'. The path ends up
 * in a redirect's header, so non-ASCII characters are percent-encoded here (an Arabic product path still works);
 * unencoded, the redirect failed with a 500 after the session had been created.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/account"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (UNUSABLE.test(next)) return fallback;
  return next.replace(NOT_VISIBLE_ASCII, (character) => encodeURIComponent(character));
}
