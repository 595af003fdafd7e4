import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { contactMessages } from "@/content/messages/contact";
import { newsletterMessages } from "@/content/messages/newsletter";
import { reviewMessages } from "@/content/messages/reviews";
import { trackOrderMessages } from "@/content/messages/track-order";
import { commerceProblemText } from "@/lib/commerce/problem-text";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { placeOrderRefusalText } from "@/lib/orders/place-order-refusal-text";
import { cashOnDeliverySchemaFor } from "@/lib/validations/checkout";
import { contactMessageSchemaFor } from "@/lib/validations/contact";
import { discountCodeSchemaFor } from "@/lib/validations/discount-code";
import { newsletterSignupSchemaFor } from "@/lib/validations/newsletter";
import { reviewSchemaFor } from "@/lib/validations/review";
import { trackOrderSchemaFor } from "@/lib/validations/track-order";

const arabicLetters = /[\u0600-\u06ff]/;

/** The first message for each field, as the forms show them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success || !result.error) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("a shopper on the Arabic shop is answered in Arabic", () => {
  test("checkout: every refused field names its Arabic message", () => {
    const errors = messages(
      cashOnDeliverySchemaFor("ar").safeParse({
        fullName: "L",
        email: "nope",
        phone: "12",
        emirate: "Atlantis",
        addressLine: "x",
        city: "",
      }),
    );
    const { errors: arabic } = checkoutMessages.ar;
    expect(errors).toEqual({
      fullName: arabic.fullName,
      email: arabic.email,
      phone: arabic.phone,
      emirate: arabic.emirate,
      addressLine: arabic.addressLine,
      city: arabic.city,
    });
    for (const message of Object.values(errors)) expect(message).toMatch(arabicLetters);
  });

  test.each([
    [
      "contact",
      () =>
        messages(
          contactMessageSchemaFor("ar").safeParse({ firstName: "", lastName: "", email: "", subject: "", message: "" }),
        ),
      contactMessages.ar.errors.firstName,
    ],
    [
      "track order",
      () => messages(trackOrderSchemaFor("ar").safeParse({ email: "", orderNumber: "" })),
      trackOrderMessages.ar.errors.emailRequired,
    ],
    [
      "review",
      () =>
        messages(
          reviewSchemaFor("ar").safeParse({
            orderNumber: "#1001",
            customerName: "",
            email: "a@b.ae",
            productPurchased: "12",
            rating: "5",
            reviewTitle: "t",
            reviewText: "short",
          }),
        ),
      reviewMessages.ar.errors.customerName,
    ],
    [
      "discount code",
      () => messages(discountCodeSchemaFor("ar").safeParse({ code: "" })),
      cartMessages.ar.discount.errors.required,
    ],
    [
      "newsletter",
      () => messages(newsletterSignupSchemaFor("ar").safeParse({ email: "layla@mailinator.com" })),
      newsletterMessages.ar.rules.disposable,
    ],
  ])("%s: the first refusal is the Arabic text of the dictionary", (_form, refuse, expected) => {
    const errors = refuse();
    expect(Object.values(errors)).toContain(expected);
    expect(expected).toMatch(arabicLetters);
  });

  test("the English shop keeps its English messages", () => {
    expect(messages(cashOnDeliverySchemaFor("en").safeParse({ phone: "12" })).phone).toBe(
      checkoutMessages.en.errors.phone,
    );
  });

  test.each([
    ["ar", "ar"],
    ["en", "en"],
    ["fr", "en"],
    ["", "en"],
    [null, "en"],
  ])("a form's locale field %j is read as %s (anything else answers in English)", (value, expected) => {
    const formData = new FormData();
    if (value !== null) formData.set("locale", value);
    expect(readFormLocale(formData)).toBe(expected);
  });

  test("a commerce problem or a refused order is a code each locale words: the Arabic shopper reads Arabic", () => {
    expect(commerceProblemText({ code: "discount_used" }, "ar")).toBe(cartMessages.ar.discount.errors.used);
    expect(commerceProblemText({ code: "discount_used" }, "en")).toBe(cartMessages.en.discount.errors.used);
    expect(placeOrderRefusalText({ ok: false, reason: "empty_cart" }, "ar")).toBe(checkoutMessages.ar.errors.emptyCart);
    expect(placeOrderRefusalText({ ok: false, reason: "discount_refused", discount: "used" }, "ar")).toBe(
      cartMessages.ar.discount.errors.usedAtCheckout,
    );
    // A stock refusal names the item in the shopper's language (the Arabic title), not the English one.
    const mask = {
      code: "stock_limit",
      merchandiseId: "gid://shopify/ProductVariant/4801000000001",
      inStock: 2,
    } as const;
    expect(commerceProblemText(mask, "ar")).toMatch(arabicLetters);
    expect(commerceProblemText(mask, "ar")).not.toContain("Matcha Clay Mask");
    expect(commerceProblemText(mask, "ar")).toContain("2");
    expect(commerceProblemText(mask, "en")).toBe("We have only 2 of Matcha Clay Mask in stock. Please choose fewer.");
    expect(commerceProblemText({ ...mask, inStock: 0 }, "en")).toBe("Matcha Clay Mask is sold out.");
    // Outside data (a Shopify user error) is passed on as it came, inside the locale's own wording.
    expect(commerceProblemText({ code: "cart_error", details: ["Variant is sold out"] }, "ar")).toContain(
      "Variant is sold out",
    );
  });
});
