/** A random id for a form instance; getRandomValues works where randomUUID does not (plain http). */
export function randomFormKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
