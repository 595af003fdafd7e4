/**
 * Wraps a left-to-right run ("AED 94.00", "7-Day", a code) in Unicode first-strong isolates, so inside a
 * right-to-left sentence the bidi algorithm treats it as one unit and never reorders its parts or its neighbours.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
