import { baselineContentSecurityPolicy, checkoutHostsFromEnv } from "@/lib/http/security-headers";

const formAction = (env: Record<string, string>) =>
  baselineContentSecurityPolicy(checkoutHostsFromEnv(env))
    .split("; ")
    .find((directive) => directive.startsWith("form-action"));

describe("form-action names the payment page only when a gateway is configured", () => {
  test.each([
    [{}, "form-action 'self'"],
    [{ STRIPE_API_BASE: "http://127.0.0.1:4591" }, "form-action 'self'"],
    [{ PAYMENT_PROVIDER: "stripe" }, "form-action 'self' https://checkout.stripe.com"],
    [
      { PAYMENT_PROVIDER: "stripe", STRIPE_API_BASE: "http://127.0.0.1:4591" },
      "form-action 'self' https://checkout.stripe.com http://127.0.0.1:4591",
    ],
    [
      { PAYMENT_PROVIDER: "checkoutcom", CHECKOUT_COM_API_BASE: "https://abcd1234.api.checkout.com" },
      "form-action 'self' https://pay.checkout.com",
    ],
    [
      { PAYMENT_PROVIDER: "checkoutcom", CHECKOUT_COM_API_BASE: "https://abcd1234.api.sandbox.checkout.com" },
      "form-action 'self' https://pay.sandbox.checkout.com",
    ],
  ])("%j", (env, expected) => {
    expect(formAction(env)).toBe(expected);
  });
});
