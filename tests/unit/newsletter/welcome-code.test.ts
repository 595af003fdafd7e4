import { generateWelcomeCode, WELCOME_CODE_PATTERN } from "@/lib/discounts/issue-welcome-code";

describe("welcome code format", () => {
  test("reads MATCHA15- and 8 symbols without 0, O, 1 or I, and repeats no code in 5,000 draws", () => {
    const codes = Array.from({ length: 5_000 }, () => generateWelcomeCode());
    for (const code of codes) {
      expect(code).toMatch(WELCOME_CODE_PATTERN);
      expect(code).toMatch(/^MATCHA15-[^01OI]{8}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  test("every symbol of the alphabet turns up, so the 40 bits are really used", () => {
    const symbols = new Set(Array.from({ length: 2_000 }, () => generateWelcomeCode().slice(-8)).join(""));
    expect(symbols.size).toBe(32);
  });
});
