import { createTestDb, type TestDb } from "@/tests/support/test-db";

let testDb: TestDb | undefined;
let clientAddress = "203.0.113.7";
jest.mock("@/lib/db", () => ({ getDb: async () => testDb!.db }));
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-shop-client-address": clientAddress }) }));

type Post = (request: Request) => Promise<Response>;
let POST: Post;
let warn: jest.SpyInstance;

beforeAll(async () => {
  testDb = await createTestDb();
  ({ POST } = (await import("@/app/api/csp-report/route")) as { POST: Post });
});
afterAll(() => testDb?.close());
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  clientAddress = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
});
afterEach(() => warn.mockRestore());

const report = (body: unknown, contentType = "application/csp-report") =>
  new Request("http://127.0.0.1/api/csp-report", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": contentType } });

const legacy = {
  "csp-report": { "document-uri": "https://shop.example/cart", "effective-directive": "script-src-elem", "blocked-uri": "https://evil.example/x.js", "line-number": 3 },
};

describe("POST /api/csp-report", () => {
  test("logs a legacy report-uri violation as one sanitised line and answers 204", async () => {
    const response = await POST(report(legacy));
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledWith("[csp] script-src-elem blocked https://evil.example/x.js on https://shop.example/cart (-:3)");
  });

  test("reads Reporting API batches and drops other report types", async () => {
    const batch = [
      { type: "csp-violation", body: { documentURL: "https://shop.example/", effectiveDirective: "img-src", blockedURL: "https://tracker.example/p.gif" } },
      { type: "deprecation", body: {} },
    ];
    expect((await POST(report(batch, "application/reports+json"))).status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("img-src blocked https://tracker.example/p.gif");
  });

  test("a report cannot forge log lines with newlines", async () => {
    const forged = { "csp-report": { ...legacy["csp-report"], "blocked-uri": "x\n[csp] fake line\r\n" } };
    await POST(report(forged));
    expect(warn.mock.calls[0]?.[0]).not.toMatch(/[\r\n]/);
  });

  test.each([
    ["not JSON", "{{{"],
    ["JSON that is not a report", JSON.stringify({ hello: "world" })],
  ])("refuses %s with 400 and logs nothing", async (_label, body) => {
    expect((await POST(report(body))).status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  test("refuses an oversized body with 413", async () => {
    const padded = { "csp-report": { ...legacy["csp-report"], "source-file": "x".repeat(20_000) } };
    expect((await POST(report(padded))).status).toBe(413);
  });

  test("one client gets 429 after twenty reports a minute; another client is still heard", async () => {
    const statuses = [];
    for (let sent = 0; sent < 21; sent += 1) statuses.push((await POST(report(legacy))).status);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
    clientAddress = "198.51.100.99";
    expect((await POST(report(legacy))).status).toBe(204);
  });
});
