/**
 * What went wrong in a commerce call, as a code: the domain never words it. Each locale's dictionary turns a code
 * into the spec's message (lib/commerce/problem-text.ts). `provider` names the service in the message; `details`
 * are a hosted provider's own refusals (Shopify's user errors), outside data passed on as they came.
 */
export type CommerceProblem =
  | { code: "authentication" | "server_error" | "graphql" | "unreachable"; provider: string }
  | { code: "cart_error"; details: string[] }
  | {
      code:
        | "rate_limit"
        | "connection"
        | "timeout"
        | "unexpected"
        | "quantity_limit"
        | "stock_limit"
        | "not_purchasable"
        | "awaiting_payment"
        | "discount_unknown"
        | "discount_used"
        | "discount_expired"
        | "discount_unconfirmed"
        | "discount_not_applicable";
    };
