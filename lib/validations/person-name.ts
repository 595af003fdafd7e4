/**
 * What a shopper's name may be. It ends up in e-mail headers ("Layla Haddad" <layla@...>), the account page and the
 * back office, so it must be one line: no control characters (CR, LF, tab, NUL ...) and no Unicode line or paragraph
 * separators. Joiners (U+200C/U+200D) stay allowed: Arabic and Persian names use them.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;

export const NAME_PART_MAX_LENGTH = 50;
/** The display name is "first last". */
export const DISPLAY_NAME_MAX_LENGTH = NAME_PART_MAX_LENGTH * 2 + 1;

export const isSingleLine = (value: string): boolean => !NOT_ONE_LINE.test(value);

/** A first name, last name or display name as stored: one line, not blank, not longer than `max` characters. */
export function isAcceptableName(value: unknown, max: number): boolean {
  return typeof value === "string" && value.trim().length > 0 && [...value].length <= max && isSingleLine(value);
}
