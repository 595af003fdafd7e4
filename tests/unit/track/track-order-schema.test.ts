import { trackOrderMessages } from "@/content/messages/en/track-order";
import { trackOrderSchema } from "@/lib/validations/track-order";

const { errors } = trackOrderMessages;

function errorsFor(input: Record<string, unknown>) {
  const result = trackOrderSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("trackOrderSchema", () => {
  test.each([
    ["#1001", "#1001"],
    ["1001", "#1001"],
    ["  #1001  ", "#1001"],
    ["# 1042", "#1042"],
  ])("reads the order number %p as %p", (orderNumber, expected) => {
    expect(trackOrderSchema.parse({ email: "layla@example.ae", orderNumber }).orderNumber).toBe(expected);
  });

  test("trims and lower-cases the e-mail, since the lookup ignores its case", () => {
    expect(trackOrderSchema.parse({ email: "  Layla@Example.AE ", orderNumber: "1001" }).email).toBe(
      "layla@example.ae",
    );
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      "both fields empty",
      { email: "", orderNumber: "" },
      { email: errors.emailRequired, orderNumber: errors.orderNumberRequired },
    ],
    ["both fields missing", {}, { email: errors.emailRequired, orderNumber: errors.orderNumberRequired }],
    ["blank e-mail", { email: "   ", orderNumber: "#1001" }, { email: errors.emailRequired }],
    ["e-mail without a domain", { email: "layla@", orderNumber: "#1001" }, { email: errors.email }],
    ["e-mail without an @", { email: "layla.example.ae", orderNumber: "#1001" }, { email: errors.email }],
    [
      "blank order number",
      { email: "layla@example.ae", orderNumber: "  " },
      { orderNumber: errors.orderNumberRequired },
    ],
    ["a lone '#'", { email: "layla@example.ae", orderNumber: "#" }, { orderNumber: errors.orderNumber }],
    [
      "letters in the order number",
      { email: "layla@example.ae", orderNumber: "ORD123456" },
      { orderNumber: errors.orderNumber },
    ],
    ["two numbers", { email: "layla@example.ae", orderNumber: "#1001 #1002" }, { orderNumber: errors.orderNumber }],
  ])("%s: each field says what is wrong", (_case, input, expected) => {
    expect(errorsFor(input)).toEqual(expected);
  });

  test("the required-field messages name the field", () => {
    expect(errors.emailRequired).toMatch(/email/i);
    expect(errors.orderNumberRequired).toMatch(/order number/i);
  });
});
