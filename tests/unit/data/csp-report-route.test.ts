import { withFrozenDate } from "@/tests/unit/support/frozen-date";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

type Post = (request: Request) => Promise<Response>;
let POST: Post;
let warn: jest.SpyInstance;

openTestDatabaseForFile();
beforeAll(async () => {
  ({ POST } = (await import("@/app/api/csp-report/route")) as { POST: Post });
});
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  mockedRequest.clientAddress = freshClientAddress();
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
    await withFrozenDate(async () => {
      const statuses = [];
      for (let sent = 0; sent < 21; sent += 1) statuses.push((await POST(report(legacy))).status);
      expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
      expect(statuses[20]).toBe(429);
      mockedRequest.clientAddress = freshClientAddress();
      expect((await POST(report(legacy))).status).toBe(204);
    });
  });
});
