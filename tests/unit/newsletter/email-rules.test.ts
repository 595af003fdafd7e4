import { disposableDomains, fakeLocalPrefixes, newsletterEmailProblem } from "@/lib/newsletter/email-rules";
import { newsletterSignupSchema } from "@/lib/validations/newsletter";

describe("newsletter e-mail rules (spec section 5, popup)", () => {
  test.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    ["layla", "Please enter a valid email address"],
    ["layla@gmail", "Please enter a valid email address"],
    ["lay la@gmail.com", "Please enter a valid email address"],
    ["layla@@gmail.com", "Please enter a valid email address"],
    ["layla@mailinator.com", "Disposable email addresses are not allowed"],
    ["layla@YOPMAIL.com", "Disposable email addresses are not allowed"],
    ["layla@eu.guerrillamail.com", "Disposable email addresses are not allowed"],
    ["test.user@gmail.com", "Please use a real email address"],
    ["fake@outlook.com", "Please use a real email address"],
    ["Dummy1@gmail.com", "Please use a real email address"],
    ["invalid@gmail.com", "Please use a real email address"],
    ["noreply@gmail.com", "Please use a real email address"],
    ["no-reply@gmail.com", "Please use a real email address"],
    ["asdf@gmail.com", "Please use a real email address"],
    ["qwerty99@gmail.com", "Please use a real email address"],
    ["123abc@gmail.com", "Please use a real email address"],
    ["layla@a.b", "Please enter a valid email domain"],
    ["layla<b>@gmail.com", "Please enter a valid email address"],
  ])("%j is refused with '%s'", (email, message) => {
    expect(newsletterEmailProblem(email)).toBe(message);
  });

  test.each(["layla@gmail.com", "  Layla.Haddad+news@Example.AE ", "contact@matchaglow.ae", "a1@x.co"])(
    "%j passes",
    (email) => {
      expect(newsletterEmailProblem(email)).toBeNull();
    },
  );

  test("the blocklist holds about 18 services and every one is refused, as is every fake prefix", () => {
    expect(disposableDomains.length).toBeGreaterThanOrEqual(16);
    for (const domain of disposableDomains)
      expect(newsletterEmailProblem(`layla@${domain}`)).toBe("Disposable email addresses are not allowed");
    for (const prefix of fakeLocalPrefixes)
      expect(newsletterEmailProblem(`${prefix}layla@gmail.com`)).toBe("Please use a real email address");
  });

  test("the server schema trims and lower-cases the address and keeps the source", () => {
    expect(newsletterSignupSchema.parse({ email: "  Layla@Example.AE ", source: "popup" })).toEqual({
      email: "layla@example.ae",
      source: "popup",
    });
    expect(newsletterSignupSchema.parse({ email: "layla@example.ae", source: "somewhere" }).source).toBe("inline");
    const refused = newsletterSignupSchema.safeParse({ email: "layla@10minutemail.com", source: "inline" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["email"], "Disposable email addresses are not allowed"],
    ]);
  });
});
