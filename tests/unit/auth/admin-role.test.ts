import { isAdminUser } from "@/lib/auth/admin-role";

describe("isAdminUser", () => {
  test.each([
    ["a confirmed user with the admin role", { email: "a@example.com", emailVerified: true, role: "admin" }, true],
    ["an unconfirmed user with the admin role", { email: "a@example.com", emailVerified: false, role: "admin" }, false],
    ["a confirmed user without the role", { email: "a@example.com", emailVerified: true, role: "user" }, false],
    ["a user with no role at all", { email: "a@example.com", emailVerified: true, role: null }, false],
  ])("%s", (_label, user, expected) => {
    expect(isAdminUser(user)).toBe(expected);
  });
});
