import { CommerceError } from "@/lib/commerce/errors";
import { commerceFailureText } from "@/lib/cart/shopper-message";

/** A CommerceError made by a second, separately loaded copy of the module, as another server bundle layer holds. */
function errorFromAnotherCopy(): Error {
  let other: typeof CommerceError | undefined;
  jest.isolateModules(() => {
    other = (jest.requireActual("@/lib/commerce/errors") as { CommerceError: typeof CommerceError }).CommerceError;
  });
  if (!other || other === CommerceError) throw new Error("expected a second copy of the module");
  return new other("network", { code: "server_error", provider: "Shopify" }, { status: 503 });
}

describe("CommerceError", () => {
  test("is recognised when it was thrown by another copy of the class", () => {
    const error = errorFromAnotherCopy();

    expect(error instanceof CommerceError).toBe(true);
    expect(commerceFailureText(error, "en")).toBe("Shopify's servers are experiencing issues");
  });

  test.each([
    ["a plain Error", new Error("boom")],
    ["an Error named CommerceError", Object.assign(new Error("boom"), { name: "CommerceError", kind: "network" })],
    ["a look-alike object", { name: "CommerceError", kind: "network", message: "boom" }],
    ["null", null],
  ])("is not claimed by %s, which goes on to the action pipeline as unexpected", (_label, value) => {
    expect(value instanceof CommerceError).toBe(false);
    expect(() => commerceFailureText(value, "en")).toThrow();
  });

  test("still behaves as an Error with its kind and retry rule, worded in English for the log", () => {
    const error = new CommerceError("authentication", { code: "authentication", provider: "Shopify" }, { status: 401 });

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "CommerceError",
      kind: "authentication",
      status: 401,
      retryable: false,
      message: "Invalid access token for Shopify",
    });
  });

  test("its problem is a code each locale words: the Arabic shopper reads Arabic", () => {
    const error = new CommerceError("cart", { code: "discount_used" });
    expect(commerceFailureText(error, "en")).toBe(
      "This discount code has already been used. Each code can be used for one order only.",
    );
    expect(commerceFailureText(error, "ar")).not.toBe(commerceFailureText(error, "en"));
    expect(commerceFailureText(error, "ar")).toMatch(/[\u0600-\u06ff]/);
  });
});
