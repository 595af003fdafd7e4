/**
 * The short list a shopper picks a return's reason from. `shopError`: the shop's mistake, so the delivery fee comes
 * back too when content/policies.ts says so (refundDeliveryFee: "shop_error_only"). The words are in
 * content/messages/{en,ar}/returns.ts.
 */
export const returnReasons = {
  changed_mind: { shopError: false },
  not_as_expected: { shopError: false },
  skin_reaction: { shopError: false },
  wrong_item: { shopError: true },
  damaged_on_arrival: { shopError: true },
} as const;

export type ReturnReason = keyof typeof returnReasons;
export const returnReasonCodes = Object.keys(returnReasons) as ReturnReason[];

export const isReturnReason = (value: string): value is ReturnReason => Object.hasOwn(returnReasons, value);
