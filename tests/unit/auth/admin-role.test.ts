import { isAdminUser } from "@/lib/auth/admin-role";

describe("isAdminUser", () => {
  test.each([
    ["a confirmed user with the admin role", { email: "a@example.com", emailVerified: true, role: "admin" }, [], true],
    [
      "an unconfirmed user with the admin role",
      { email: "a@example.com", emailVerified: false, role: "admin" },
      [],
      false,
    ],
    ["a confirmed user without the role", { email: "a@example.com", emailVerified: true, role: "user" }, [], false],
    [
      "a confirmed user listed in ADMIN_EMAILS",
      { email: "Boss@Example.com", emailVerified: true, role: "user" },
      ["boss@example.com"],
      true,
    ],
    [
      "an unconfirmed user listed in ADMIN_EMAILS",
      { email: "boss@example.com", emailVerified: false, role: "user" },
      ["boss@example.com"],
      false,
    ],
    [
      "a user with no role at all",
      { email: "a@example.com", emailVerified: true, role: null },
      ["other@example.com"],
      false,
    ],
  ])("%s: %s", (_label, user, adminEmails, expected) => {
    expect(isAdminUser(user, adminEmails)).toBe(expected);
  });
});
