import { cleanHeaderText, outgoingMailSchema } from "@/lib/mail/message";

describe("cleanHeaderText", () => {
  test.each([
    ["plain text stays as it is", "Layla Haddad", 120, "Layla Haddad"],
    ["Arabic stays as it is", "ليلى حداد", 120, "ليلى حداد"],
    ["a zero-width non-joiner inside a name stays", "می\u200cخواهم", 120, "می\u200cخواهم"],
    ["CR LF becomes one space", "Layla\r\nBcc: victim@example.com", 120, "Layla Bcc: victim@example.com"],
    ["a lone LF becomes a space", "Layla\nHaddad", 120, "Layla Haddad"],
    ["NUL, BEL and ESC go", "\u0000Lay\u0007la\u001b", 120, "Lay la"],
    ["DEL and a C1 control go", "Lay\u007fla\u0085 Haddad", 120, "Lay la Haddad"],
    ["Unicode line and paragraph separators become spaces", "Layla\u2028Haddad\u2029", 120, "Layla Haddad"],
    ["tabs and runs of spaces collapse", "  Layla \t\t  Haddad  ", 120, "Layla Haddad"],
    ["only control characters leave nothing", "\r\n\t\u0007", 120, ""],
    ["text at the limit is kept whole", "L".repeat(120), 120, "L".repeat(120)],
    ["longer text is cut with an ellipsis", "L".repeat(500), 120, `${"L".repeat(119)}…`],
    ["a cut never splits a character made of two UTF-16 units", "🍵".repeat(10), 5, "🍵🍵🍵🍵…"],
    ["a cut drops the space before the ellipsis", "abc defgh", 5, "abc…"],
  ])("%s", (_label, input, max, expected) => {
    const cleaned = cleanHeaderText(input, max);
    expect(cleaned).toBe(expected);
    expect([...cleaned].length).toBeLessThanOrEqual(max);
  });
});

describe("outgoingMailSchema", () => {
  const message = { kind: "contact", to: "inbox@matchaglow.ae", subject: "Question", text: "Hello" };

  test.each([
    ["a name that cleans to nothing is left out", { toName: "\r\n" }, { toName: undefined }],
    ["a NUL in the body is replaced, the rest kept", { text: "a\u0000b\nc" }, { text: "a\uFFFDb\nc" }],
    ["spaces around the address are dropped", { to: " inbox@matchaglow.ae " }, { to: "inbox@matchaglow.ae" }],
  ])("%s", (_label, change, expected) => {
    expect(outgoingMailSchema.parse({ ...message, ...change })).toMatchObject(expected);
  });

  test.each([
    ["a line break inside the address", { to: "a@example.ae\r\nBcc: b@example.ae" }],
    ["no address", { to: "not-an-address" }],
    ["a subject that cleans to nothing", { subject: "\r\n" }],
    ["an empty body", { text: "" }],
  ])("refuses %s", (_label, change) => {
    expect(outgoingMailSchema.safeParse({ ...message, ...change }).success).toBe(false);
  });
});
