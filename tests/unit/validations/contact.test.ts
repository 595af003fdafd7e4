import { contactMessageSchema } from "@/lib/validations/contact";

const valid = {
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.ae",
  phone: "",
  subject: "Clay mask question",
  message: "Is it safe for sensitive skin?",
};

function errorsOf(change: Partial<Record<keyof typeof valid, string>>) {
  const result = contactMessageSchema.safeParse({ ...valid, ...change });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("contact form rules (spec section 5)", () => {
  test.each([
    ["firstName", "", "First name must be at least 2 characters"],
    ["firstName", " L ", "First name must be at least 2 characters"],
    ["lastName", "", "Last name must be at least 2 characters"],
    ["lastName", "H", "Last name must be at least 2 characters"],
    ["email", "", "Please enter a valid email address"],
    ["email", "layla@", "Please enter a valid email address"],
    ["email", "layla example.ae", "Please enter a valid email address"],
    ["subject", "", "Subject must be at least 5 characters"],
    ["subject", "Help", "Subject must be at least 5 characters"],
    ["message", "", "Message must be at least 10 characters"],
    ["message", "Too short", "Message must be at least 10 characters"],
  ] as const)("%s %j: '%s'", (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  test.each([
    ["the shortest valid entries", { firstName: "Al", lastName: "Li", subject: "Hello", message: "1234567890" }],
    ["no phone at all", { phone: undefined }],
    ["any phone text (no rule)", { phone: "call me maybe" }],
  ])("accepts %s", (_label, change) => {
    expect(contactMessageSchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  test("every field missing gives every message at once", () => {
    const result = contactMessageSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Please enter a valid email address",
      "Subject must be at least 5 characters",
      "Message must be at least 10 characters",
    ]);
  });

  test("line breaks in single-line fields (which reach e-mail headers) become spaces; the message keeps them", () => {
    const parsed = contactMessageSchema.parse({
      ...valid,
      firstName: "Layla\r\nBcc: x@example.com",
      subject: "Hi\nBcc: x@example.com",
      message: "Line one\nline two",
    });
    expect(parsed.firstName).toBe("Layla Bcc: x@example.com");
    expect(parsed.subject).toBe("Hi Bcc: x@example.com");
    expect(parsed.message).toBe("Line one\nline two");
    expect(parsed.phone).toBeUndefined();
  });
});
