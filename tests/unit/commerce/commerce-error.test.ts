import { CommerceError } from "@/lib/commerce/errors";
import { toShopperMessage } from "@/lib/cart/shopper-message";

/** A CommerceError made by a second, separately loaded copy of the module, as another server bundle layer holds. */
function errorFromAnotherCopy(): Error {
  let other: typeof CommerceError | undefined;
  jest.isolateModules(() => {
    other = (jest.requireActual("@/lib/commerce/errors") as { CommerceError: typeof CommerceError }).CommerceError;
  });
  if (!other || other === CommerceError) throw new Error("expected a second copy of the module");
  return new other("network", "Shopify's servers are experiencing issues", { status: 503 });
}

describe("CommerceError", () => {
  test("is recognised when it was thrown by another copy of the class", () => {
    const error = errorFromAnotherCopy();

    expect(error instanceof CommerceError).toBe(true);
    expect(toShopperMessage(error, "addToCart")).toBe("Shopify's servers are experiencing issues");
  });

  test.each([
    ["a plain Error", new Error("boom")],
    ["an Error named CommerceError", Object.assign(new Error("boom"), { name: "CommerceError", kind: "network" })],
    ["a look-alike object", { name: "CommerceError", kind: "network", message: "boom" }],
    ["null", null],
  ])("is not claimed by %s, which gets the generic message", (_label, value) => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});

    expect(value instanceof CommerceError).toBe(false);
    expect(toShopperMessage(value, "addToCart")).toBe("An unexpected error occurred. Please try again.");
    logged.mockRestore();
  });

  test("still behaves as an Error with its kind and retry rule", () => {
    const error = new CommerceError("authentication", "Invalid access token for Shopify", { status: 401 });

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "CommerceError", kind: "authentication", status: 401, retryable: false });
  });
});
