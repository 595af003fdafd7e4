/** An in-memory stand-in for next/headers' cookies(), recording what the code under test sets. */
export type CookieJar = Map<string, { value: string; options?: Record<string, unknown> }>;

export function fakeCookies(jar: CookieJar) {
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options?: Record<string, unknown>) => void jar.set(name, { value, options }),
    delete: (target: string | { name: string }) => void jar.delete(typeof target === "string" ? target : target.name),
  };
}
