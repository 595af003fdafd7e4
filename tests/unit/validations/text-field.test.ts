import { checkoutMessages } from "@/content/messages/checkout";
import { textFieldMessages } from "@/content/messages/text-field";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import type { Locale } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";
import { readAdminOrderSearch } from "@/lib/validations/admin-lists";
import { fulfilOrderSchema } from "@/lib/validations/admin-actions";
import { cashOnDeliverySchemaFor } from "@/lib/validations/checkout";
import { cancelCodOrderSchema } from "@/lib/validations/cod-lifecycle";
import { contactMessageSchemaFor } from "@/lib/validations/contact";
import { discountCodeSchemaFor } from "@/lib/validations/discount-code";
import { imagePromptSchema } from "@/lib/validations/image-prompt";
import { newsletterSignupSchemaFor } from "@/lib/validations/newsletter";
import { reviewSchemaFor } from "@/lib/validations/review";
import { trackOrderSchemaFor } from "@/lib/validations/track-order";

type Schema = {
  safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
const orderId = "00000000-0000-4000-8000-000000000001";

// Each form with a valid entry, and its text fields; every one is checked with NUL and with a lone surrogate.
const forms: Array<[string, (locale: Locale) => Schema, Record<string, string>, string[]]> = [
  [
    "checkout",
    cashOnDeliverySchemaFor,
    {
      fullName: "Omar Haddad",
      email: "omar@example.ae",
      phone: "050 123 4567",
      emirate: "Sharjah",
      addressLine: "Flat 804, Al Majaz Tower",
      city: "Al Majaz",
    },
    ["fullName", "email", "phone", "addressLine", "city"],
  ],
  [
    "contact",
    contactMessageSchemaFor,
    {
      firstName: "Layla",
      lastName: "Haddad",
      email: "layla@example.ae",
      subject: "About my order",
      message: "Where is my parcel, please?",
    },
    ["firstName", "lastName", "email", "subject", "message"],
  ],
  [
    "review",
    reviewSchemaFor,
    {
      orderNumber: "#1001",
      customerName: "Layla H.",
      email: "layla@example.ae",
      productPurchased: "1",
      rating: "5",
      reviewTitle: "Lovely",
      reviewText: "My skin feels so soft after a week of this mask, and the smell is lovely too.",
    },
    ["customerName", "email", "reviewTitle", "reviewText"],
  ],
  ["track order", trackOrderSchemaFor, { email: "layla@example.ae", orderNumber: "#1001" }, ["email", "orderNumber"]],
  ["newsletter", newsletterSignupSchemaFor, { email: "layla@example.ae" }, ["email"]],
  ["discount code", discountCodeSchemaFor, { code: "WELCOME15" }, ["code"]],
  [
    "sign-up",
    (locale) => accountSchemasFor(locale).signUpSchema,
    { firstName: "Layla", lastName: "Haddad", email: "layla@example.ae", password: "a long pass phrase 42" },
    ["firstName", "lastName", "email"],
  ],
  [
    "sign-in",
    (locale) => accountSchemasFor(locale).signInSchema,
    { identifier: "layla@example.ae", password: "x" },
    ["identifier"],
  ],
  [
    "cancel order (back office)",
    () => cancelCodOrderSchema,
    { orderId, reason: "Asked by phone", confirmed: "yes" },
    ["reason"],
  ],
  [
    "ship order (back office)",
    () => fulfilOrderSchema,
    { orderId, trackingCompany: "Aramex", trackingNumber: "AX1", trackingUrl: "" },
    ["trackingCompany", "trackingNumber", "trackingUrl"],
  ],
  ["image prompt (back office)", () => imagePromptSchema, { prompt: "A jar of matcha clay mask" }, ["prompt"]],
];

const messagesOf = (schema: Schema, input: Record<string, string>, field: string) =>
  (schema.safeParse(input).error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

describe("every text field refuses what no text can hold, with a message in the form's language", () => {
  const cases = forms.flatMap(([form, schemaFor, valid, fields]) =>
    (["en", "ar"] as const).flatMap((locale) =>
      fields.map((field) => [form, locale, field, schemaFor, valid] as const),
    ),
  );

  test.each(
    forms.flatMap(([form, schemaFor, valid]) =>
      (["en", "ar"] as const).map((locale) => [form, locale, schemaFor, valid] as const),
    ),
  )("%s (%s) accepts its valid entry", (_form, locale, schemaFor, valid) => {
    expect(schemaFor(locale).safeParse(valid).error?.issues ?? []).toEqual([]);
  });

  test.each(cases)("%s (%s): %s with NUL or a lone surrogate", (_form, locale, field, schemaFor, valid) => {
    const schema = schemaFor(locale);
    // The back office is English only: its schema is the same whatever the locale.
    const englishOnly = schemaFor("ar") === schemaFor("en");
    const expected = textFieldMessages[englishOnly ? "en" : locale].unstorable;
    for (const bad of ["\u0000", "\ud800", "\udfff"]) {
      expect(messagesOf(schema, { ...valid, [field]: `${valid[field] ?? ""}${bad}x` }, field)).toEqual([expected]);
    }
  });

  test("an emoji (a well-formed surrogate pair) is text like any other", () => {
    expect(
      contactMessageSchemaFor("en").safeParse({
        firstName: "Layla",
        lastName: "Haddad",
        email: "layla@example.ae",
        subject: "Love it 💚",
        message: "Thank you 🍵 so much!",
      }).success,
    ).toBe(true);
  });
});

describe("checkout names stay on one line", () => {
  test.each(["en", "ar"] as const)("a name with a line break is refused with its field message (%s)", (locale) => {
    for (const fullName of ["Omar\nHaddad", "Omar\r\nHaddad", "Omar\u2028Haddad"])
      expect(
        messagesOf(
          cashOnDeliverySchemaFor(locale),
          {
            fullName,
            email: "omar@example.ae",
            phone: "050 123 4567",
            emirate: "Sharjah",
            addressLine: "Flat 804, Al Majaz Tower",
            city: "Al Majaz",
          },
          "fullName",
        ),
      ).toEqual([checkoutMessages[locale].errors.fullNameOneLine]);
  });
});

describe("the orders list's search term", () => {
  test.each([
    ["NUL (q=%00)", "\u0000", textFieldMessages.en.unstorable],
    ["a lone surrogate", "omar\ud800", textFieldMessages.en.unstorable],
    ["201 characters", "a".repeat(201), adminOrderMessages.search.tooLong(200)],
  ])("is refused with a message, never dropped: %s", (_label, q, message) => {
    expect(readAdminOrderSearch({ q, status: "unfulfilled", page: "2" })).toEqual({
      ok: false,
      message,
      search: { q: undefined, status: "unfulfilled", page: 2 },
    });
  });

  test("200 characters, trimmed, is a search", () => {
    expect(readAdminOrderSearch({ q: ` ${"a".repeat(200)} ` })).toEqual({
      ok: true,
      search: { q: "a".repeat(200), status: undefined, page: 1 },
    });
  });
});
