/**
 * The checkout hand-off builds absolute addresses from the shop's origin. A client that sends its own
 * X-Forwarded-Host must not be able to make the shop name another host, unless a trusted proxy sets that header.
 */
let requestHeaders = new Headers();
jest.mock("next/headers", () => ({ headers: async () => requestHeaders }));

async function originWith(env: Record<string, string | undefined>, sent: Record<string, string>) {
  jest.resetModules();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  requestHeaders = new Headers(sent);
  try {
    const { getRequestOrigin } = await import("@/lib/cart/request-origin");
    return (await getRequestOrigin())?.origin ?? null;
  } finally {
    process.env = saved;
  }
}

const forged = { host: "shop.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

describe("getRequestOrigin", () => {
  test("ignores forwarded host and protocol when no trusted proxy is configured", async () => {
    expect(await originWith({ NEXT_PUBLIC_SITE_URL: undefined, TRUSTED_PROXY_HOPS: undefined }, forged)).toBe(
      "https://shop.example",
    );
  });

  test("believes the forwarded host and protocol behind a trusted proxy", async () => {
    expect(await originWith({ NEXT_PUBLIC_SITE_URL: undefined, TRUSTED_PROXY_HOPS: "1" }, forged)).toBe(
      "http://evil.example",
    );
  });

  test("the configured site address wins over every header", async () => {
    expect(
      await originWith({ NEXT_PUBLIC_SITE_URL: "https://www.matcha.example/shop", TRUSTED_PROXY_HOPS: "1" }, forged),
    ).toBe("https://www.matcha.example");
  });

  test("a loopback host is plain http", async () => {
    expect(
      await originWith({ NEXT_PUBLIC_SITE_URL: undefined, TRUSTED_PROXY_HOPS: undefined }, { host: "127.0.0.1:3000" }),
    ).toBe("http://127.0.0.1:3000");
  });
});
