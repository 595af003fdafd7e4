import { scrubFields, scrubText } from "@/lib/observability/scrub-personal-data";

describe("scrubText", () => {
  test.each([
    ["an e-mail", "no account for layla.h+shop@example.ae today", "no account for [scrubbed] today"],
    ["a mobile with +971", "call +971 50 123 4567 first", "call [scrubbed] first"],
    ["a mobile with 00971 and dashes", "phone 00971-50-123-4567", "phone [scrubbed]"],
    ["a mobile as dialled at home", "phone 050 123 4567.", "phone [scrubbed]."],
    ["a mobile without spaces", "phone 0501234567", "phone [scrubbed]"],
    ["a Dubai landline", "office 04 123 4567", "office [scrubbed]"],
    ["another country's number", "from +44 20 7946 0958", "from [scrubbed]"],
    [
      "a token in a query string",
      "GET /en/invoice?token=abc.def-123&lang=ar",
      "GET /en/invoice?token=[scrubbed]&lang=[scrubbed]",
    ],
    ["a bearer token", "Authorization: Bearer sk_live_123456", "Authorization: Bearer [scrubbed]"],
  ])("replaces %s", (_, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  test.each([
    ["an order number", "order MG-10423 placed"],
    ["a UUID request id", "request 5f0e2b1c-0523-4567-89ab-0512345678ab"],
    ["a price in fils", "total 12500 fils"],
    ["a route pattern", "/[locale]/products/[slug]"],
    ["a stack frame", "at render (/srv/shop/.next/server/chunks/0512345678.js:12:34)"],
  ])("keeps %s", (_, text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe("scrubFields", () => {
  test("blanks personal fields whatever their value, keeps the shop's own ids", () => {
    expect(
      scrubFields({
        requestId: "0501234567",
        digest: "0501234567",
        customer: { firstName: "Layla", lastName: "Haddad", email: "x", phone: "y", emirate: "dubai" },
        headers: { cookie: "session=1", authorization: "Basic abc" },
        note: "reach me on 055 765 4321",
      }),
    ).toEqual({
      requestId: "0501234567",
      digest: "0501234567",
      customer: {
        firstName: "[scrubbed]",
        lastName: "[scrubbed]",
        email: "[scrubbed]",
        phone: "[scrubbed]",
        emirate: "dubai",
      },
      headers: { cookie: "[scrubbed]", authorization: "[scrubbed]" },
      note: "reach me on [scrubbed]",
    });
  });

  test("reduces an error to its type, message, code and stack, all scrubbed, without its other fields", () => {
    const error = Object.assign(new Error("duplicate key for layla@example.ae"), {
      code: "23505",
      parameters: ["layla@example.ae", "+971501234567"],
    });
    const scrubbed = scrubFields(error) as Record<string, unknown>;
    expect(scrubbed).toMatchObject({ type: "Error", message: "duplicate key for [scrubbed]", code: "23505" });
    expect(scrubbed).not.toHaveProperty("parameters");
    expect(JSON.stringify(scrubbed)).not.toContain("layla@example.ae");
  });

  test("survives a cycle", () => {
    const looped: Record<string, unknown> = { label: "a" };
    looped.self = looped;
    expect(scrubFields(looped)).toEqual({ label: "a", self: "[…]" });
  });
});
