import { checkoutMessages } from "@/content/messages/en/checkout";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";

const valid = {
  fullName: "Omar Haddad",
  email: "omar@example.ae",
  phone: "050 123 4567",
  emirate: "Sharjah",
  addressLine: "Flat 804, Al Majaz Tower",
  city: "Al Majaz",
};

function errorsFor(input: Record<string, unknown>) {
  const result = cashOnDeliverySchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("cashOnDeliverySchema", () => {
  test("accepts a complete UAE delivery and fixes the country to AE", () => {
    expect(cashOnDeliverySchema.parse(valid)).toMatchObject({ country: "AE", phone: "0501234567" });
  });

  test.each(["+971 50 123 4567", "+971501234567", "00971 50 123 4567", "050-123-4567", "04 123 4567", "(04) 1234567"])(
    "accepts the UAE number %p",
    (phone) => {
      expect(errorsFor({ ...valid, phone })).toEqual({});
    },
  );

  test.each(["", "12345", "+44 20 7946 0958", "50 123 4567", "+971 5", "phone me"])(
    "refuses %p with the phone message",
    (phone) => {
      expect(errorsFor({ ...valid, phone })).toEqual({ phone: checkoutMessages.errors.phone });
    },
  );

  test.each([
    ["fullName", "A", checkoutMessages.errors.fullName],
    ["email", "not-an-email", checkoutMessages.errors.email],
    ["emirate", "Muscat", checkoutMessages.errors.emirate],
    ["addressLine", "Apt", checkoutMessages.errors.addressLine],
    ["city", "X", checkoutMessages.errors.city],
  ])("refuses a bad %s with a message saying what to fix", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  test("cannot be pointed at another country", () => {
    expect(cashOnDeliverySchema.safeParse({ ...valid, country: "SA" }).success).toBe(false);
  });
});
