/**
 * What went wrong in a commerce call, as a code: the domain never words it. Each locale's dictionary turns a code
 * into the spec's message (lib/commerce/problem-text.ts). `provider` names the service in the message; `details`
 * are a hosted provider's own refusals (Shopify's user errors), outside data passed on as they came.
 */
export type CommerceProblem =
  | { code: "authentication" | "server_error" | "graphql" | "unreachable"; provider: string }
  | { code: "cart_error"; details: string[] }
  /** Over the units on the shelf; the local provider names the item and how many it has. */
  | { code: "stock_limit"; merchandiseId: string; inStock: number }
  /** An owner-made code with a minimum order the cart's items do not reach. */
  | { code: "discount_minimum"; minimumFils: number }
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
        | "discount_not_started"
        | "discount_used_up"
        | "discount_used_by_you"
        | "discount_not_applicable";
    };
