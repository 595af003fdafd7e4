import { readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";

import { NONCE_PAGE_PREFIXES } from "@/lib/http/content-security-policy";
import { refuseUnexpectedRequest } from "@/lib/http/request-guard";

// deploy/nginx.conf must refuse what the app refuses and never cache what the app renders per shopper; its regular
// expressions are read from the file and run here (the ones used are the same in PCRE and JavaScript).
const conf = readFileSync(path.join(process.cwd(), "deploy", "nginx.conf"), "utf8");

function mapEntry(variable: string, value: string): RegExp {
  const block = new RegExp(`map \\S+ \\$${variable} \\{([\\s\\S]*?)\\n  \\}`).exec(conf)?.[1];
  const pattern = block
    ?.split("\n")
    .map((line) => /^\s*"~(.*)" (\S+);$/.exec(line))
    .find((match) => match?.[2] === value)?.[1];
  if (!pattern) throw new Error(`no "~..." ${value} entry in the map of $${variable}`);
  return new RegExp(pattern);
}

describe("deploy/nginx.conf", () => {
  const privatePath = mapEntry("private_path", "1");
  const wellFormedPath = mapEntry("malformed_path", "0");

  test.each(
    [...NONCE_PAGE_PREFIXES, "/api"].flatMap((prefix) =>
      prefix.startsWith("/ar/") ? [prefix, `${prefix}/x`] : [prefix, `${prefix}/x`, `/ar${prefix}`],
    ),
  )("never micro-caches %p (a per-request page)", (pathname) => {
    expect(privatePath.test(pathname)).toBe(true);
  });

  test.each([
    "/",
    "/collection",
    "/products/matcha-clay-mask",
    "/bundles/matcha-ritual",
    "/reviews",
    "/cartography",
    "/ar",
    "/ar/collection",
  ])("may micro-cache %p", (pathname) => {
    expect(privatePath.test(pathname)).toBe(false);
  });

  test("answers 400 exactly where the app's guard would (a path decodeURIComponent cannot decode)", () => {
    const piece = fc.oneof(
      fc.constantFrom(
        "/",
        "a",
        "é",
        "%",
        "%2",
        "%zz",
        "%ff",
        "%c3%a9",
        "%E0%A4%A4",
        "%ED%A0%80",
        "%F0%9F%98%80",
        "%F4%90%80%80",
        "%c0%af",
        "%80",
      ),
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, "0")}`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.boolean(), (pieces, withQuery) => {
        const pathname = `/${pieces.join("")}`;
        const requestUri = withQuery ? `${pathname}?q=%ff` : pathname;
        const appRefuses = refuseUnexpectedRequest({ method: "GET", url: pathname })?.status === 400;
        expect(!wellFormedPath.test(requestUri)).toBe(appRefuses);
      }),
      { numRuns: 2_000 },
    );
  });

  test("sends server actions called by script, and only those, where the framework's 500 for an undecodable body becomes 400", () => {
    const serverActionCall = mapEntry("server_action_call", "1");
    expect(serverActionCall.test("POST|7f3a9c")).toBe(true);
    for (const key of ["POST|", "GET|7f3a9c", "HEAD|7f3a9c"]) expect(serverActionCall.test(key)).toBe(false);
    expect(conf).toMatch(
      /location @server_action \{[^}]*proxy_intercept_errors on;[^}]*error_page 500 = @undecodable_server_action;/,
    );
    expect(conf).toMatch(/location @undecodable_server_action \{[^}]*return 400 /);
  });
});
