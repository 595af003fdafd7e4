import { accountPasswordMessages as messages } from "@/content/messages/en/account-password";
import { passwordProblems } from "@/lib/auth/password-policy";

describe("password policy", () => {
  test.each([
    ["eight characters", "ma7cha!x", []],
    ["64 emoji (128 UTF-16 units)", "🍵".repeat(64), []],
    ["a sentence with spaces", "green tea on a sunday", []],
    ["128 characters", "ab".repeat(64), []],
    ["seven characters", "abcdefg", [messages.tooShort]],
    ["seven emoji", "🍵".repeat(7), [messages.tooShort]],
    ["129 characters", "a".repeat(129), [messages.tooLong]],
    ["a common password", "qwertyuiop", [messages.common]],
    ["a common password in another case", "PassWord123", [messages.common]],
    ["a short common password", "1234567", [messages.tooShort]],
  ])("%s", (_label, password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });

  test("the e-mail's name part is refused as the password", () => {
    expect(passwordProblems("layla.haddad", { email: "layla.haddad@example.com" })).toEqual([messages.matchesEmail]);
  });
});
