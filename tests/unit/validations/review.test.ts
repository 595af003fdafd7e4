import { reviewSchema } from "@/lib/validations/review";

const text = "My skin feels calmer and brighter after three weeks of using it twice a week.";
const valid = {
  orderNumber: "#1001",
  customerName: "Layla Haddad",
  email: "layla@example.ae",
  productPurchased: "12",
  rating: "5",
  reviewTitle: "Calm, bright skin",
  reviewText: text,
  recommend: "yes",
};

function errorsOf(change: Partial<Record<keyof typeof valid, string | undefined>>) {
  const result = reviewSchema.safeParse({ ...valid, ...change });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("review form rules (spec section 5)", () => {
  test.each([
    ["orderNumber", "", "Please enter your order number"],
    ["orderNumber", "   ", "Please enter your order number"],
    ["orderNumber", "ORD123456", "Order number format is incorrect or order not found"],
    ["orderNumber", "#10A1", "Order number format is incorrect or order not found"],
    ["customerName", "", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "layla@", "Please enter a valid email address"],
    ["productPurchased", "", "Please select a product"],
    // A line of the order, by its number; whether it belongs to the order is the server's check (submit-review.ts).
    ["productPurchased", "matcha-clay-mask", "Please select a product"],
    ["rating", "", "Please select a rating"],
    ["rating", "0", "Please select a rating"],
    ["rating", "6", "Please select a rating"],
    ["rating", "4.5", "Please select a rating"],
    ["reviewTitle", "", "Review title is required"],
    ["reviewText", "", "Review text is required"],
    ["reviewText", "x".repeat(49), "Review must be at least 50 characters"],
    ["reviewText", "x".repeat(501), "Review must be less than 500 characters"],
    ["recommend", "definitely", "Invalid input"],
  ] as const)("%s %j: '%s'", (field, value, message) => {
    const errors = errorsOf({ [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
    if (field !== "recommend") expect(errors[field]).toBe(message);
  });

  test.each([
    ["50 characters exactly", { reviewText: "x".repeat(50) }],
    ["500 characters exactly", { reviewText: "x".repeat(500) }],
    ["no recommendation (optional)", { recommend: undefined }],
    ["an empty recommendation", { recommend: "" }],
    ["rating 1", { rating: "1" }],
    ["any order line number", { productPurchased: "4021" }],
  ])("accepts %s", (_label, change) => {
    expect(reviewSchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  test.each([
    ["1001", "#1001"],
    ["#1001", "#1001"],
    [" # 1042 ", "#1042"],
  ])("order number %j is read as %s", (typed, number) => {
    expect(reviewSchema.parse({ ...valid, orderNumber: typed }).orderNumber).toBe(number);
  });

  test("the e-mail is compared in lower case, the rating is a number and an empty recommendation is none", () => {
    expect(reviewSchema.parse({ ...valid, email: " Layla@Example.AE ", rating: "3", recommend: "" })).toMatchObject({
      email: "layla@example.ae",
      rating: 3,
      recommend: undefined,
    });
  });
});
