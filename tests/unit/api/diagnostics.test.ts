import type * as DiagnosticsRoute from "@/app/api/diagnostics/route";
import { getAdminUser } from "@/lib/auth/admin";
import { runConnectivityChecks } from "@/lib/diagnostics/connectivity-checks";
import { startStorefrontServer, type StorefrontServer } from "../../support/storefront-server.mjs";

jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn(async () => null) }));

let server: StorefrontServer;
let GET: typeof DiagnosticsRoute.GET;

beforeAll(async () => {
  server = await startStorefrontServer({ shopName: "Matcha Glow Test" });
  // lib/env reads the environment once, on first import.
  Object.assign(process.env, {
    COMMERCE_PROVIDER: "shopify",
    SHOPIFY_STORE_DOMAIN: server.domain,
    SHOPIFY_STOREFRONT_PRIVATE_TOKEN: server.privateToken,
  });
  ({ GET } = await import("@/app/api/diagnostics/route"));
});
afterAll(() => server.close());
beforeEach(() => {
  server.setMode({ kind: "ok" });
  // hydrogen-react warns that the shop's API version (2025-07) is older than the one it ships.
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const config = () => ({ storeDomain: server.domain, apiVersion: "2025-07", privateToken: server.privateToken });
const passes = (report: { checks: Array<{ id: string; pass: boolean }> }) =>
  Object.fromEntries(report.checks.map((check) => [check.id, check.pass]));

describe("connectivity checks against the local Storefront API server", () => {
  test("a healthy shop: reachable with its name and domain, domain allowed, invalid token refused with 401", async () => {
    const report = await runConnectivityChecks({ config: config(), allowedHosts: [server.domain] });
    expect(report.shop).toEqual({ name: "Matcha Glow Test", primaryDomain: "127.0.0.1" });
    expect(passes(report)).toEqual({ reachable: true, "domain-allowed": true, "invalid-token-401": true });
    // The made-up token went out, the real one did too, and neither is in the report.
    const tokens = server.requests
      .slice(-2)
      .map(
        (request) =>
          request.headers["x-shopify-storefront-access-token"] ?? request.headers["shopify-storefront-private-token"],
      );
    expect(tokens).toEqual(expect.arrayContaining([server.privateToken, expect.stringMatching(/^invalid-/)]));
    expect(JSON.stringify(report)).not.toContain(server.privateToken);
  });

  test("a primary domain off the allow-list fails that check only", async () => {
    const report = await runConnectivityChecks({ config: config(), allowedHosts: ["matchaglow.ae"] });
    expect(passes(report)).toEqual({ reachable: true, "domain-allowed": false, "invalid-token-401": true });
    expect(report.checks[1]?.detail).toBe("127.0.0.1 is not on the allow-list");
  });

  test("a wrong configured token: not reachable, and the panel says why", async () => {
    const report = await runConnectivityChecks({
      config: { ...config(), privateToken: "wrong" },
      allowedHosts: [server.domain],
    });
    expect(passes(report)).toEqual({ reachable: false, "domain-allowed": false, "invalid-token-401": true });
    expect(report.checks[0]?.detail).toBe("HTTP 401");
  });

  test("a provider that hangs is given up on after the time-out", async () => {
    server.setMode({ kind: "hang" });
    const started = Date.now();
    const report = await runConnectivityChecks({ config: config(), allowedHosts: [server.domain], timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(passes(report)).toEqual({ reachable: false, "domain-allowed": false, "invalid-token-401": false });
    expect(report.checks[0]?.detail).toBe("No answer within 0.3 s");
  });

  test("a provider answering garbage is not reachable", async () => {
    server.setMode({ kind: "malformed" }, { times: 1 });
    const report = await runConnectivityChecks({ config: config(), allowedHosts: [server.domain] });
    expect(report.checks[0]?.pass).toBe(false);
  });
});

describe("GET /api/diagnostics", () => {
  const ask = (query = "") => GET(new Request(`http://shop.test/api/diagnostics${query}`));

  test("answers an anonymous visitor exactly like a missing route, without asking the provider", async () => {
    const before = server.requests.length;
    const response = await ask();
    expect(response.status).toBe(404);
    expect(server.requests.length).toBe(before);
  });

  test("gives a signed-in admin the report, never cached and without the token", async () => {
    jest.mocked(getAdminUser).mockResolvedValueOnce({ id: "u1", email: "admin@matchaglow.ae", name: "Admin" });
    const response = await ask();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toContain(server.privateToken);
    expect(passes(JSON.parse(text) as { checks: Array<{ id: string; pass: boolean }> })).toEqual({
      reachable: true,
      "domain-allowed": true,
      "invalid-token-401": true,
    });
  });

  test("refuses unexpected parameters, even from an admin", async () => {
    jest.mocked(getAdminUser).mockResolvedValueOnce({ id: "u1", email: "admin@matchaglow.ae", name: "Admin" });
    expect((await ask("?token=x")).status).toBe(400);
  });
});
