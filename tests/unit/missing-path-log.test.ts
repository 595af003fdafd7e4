import { missingPathLogLine } from "@/lib/http/missing-path-log";

describe("the log line for a request answered 404", () => {
  test.each([
    ["/no-such-page", "/no-such-page"],
    ["/products/night%20cream", "/products/night%20cream"],
    ["/products/night cream", "/products/night%20cream"],
    ["/evil%0Aline", "/evil%0Aline"],
    ["/broken%E0%A4%A", "/broken%25E0%25A4%25A"],
    ["/track?email=someone@example.com", "/track"],
    ["/", "/"],
  ])("%s is logged as %s", (url, logged) => {
    expect(missingPathLogLine(url)).toBe(`[404] No page at ${logged}`);
  });
});
