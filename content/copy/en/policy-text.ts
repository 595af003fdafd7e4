import { policies } from "../../policies";
import type { Policies } from "../../policies-schema";

type Range = { min: number; max: number };

const range = ({ min, max }: Range) => `${min}-${max}`;
const hours = (count: number) => `${count} ${count === 1 ? "hour" : "hours"}`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every policy figure as the shopper reads it. Pages and FAQ answers use these phrases instead of typing
 * a number, so changing content/policies.ts changes every page at once (tests/unit/policies.test.ts).
 */
export function buildPolicyText(p: Policies) {
  const aed = (amount: number) => `${p.currency} ${amount}`;
  const { shipping, returns } = p;
  return {
    aed,
    freeShippingThreshold: aed(shipping.freeShippingThreshold),
    standardShippingFee: aed(shipping.standardShippingFee),
    uaeDelivery: `${capitalize(shipping.uaeDelivery)} delivery to all Emirates`,
    uaeDeliveryShort: capitalize(shipping.uaeDelivery),
    freeShippingOver: `Free UAE shipping on orders over ${aed(shipping.freeShippingThreshold)}`,
    standardShipping: `Orders under ${aed(shipping.freeShippingThreshold)} ship for ${aed(shipping.standardShippingFee)}`,
    cutoff: shipping.sameDayCutoff,
    sameDayProcessing: `Orders placed before ${shipping.sameDayCutoff} are processed the same day`,
    weekendProcessing: `Weekend orders are processed on ${shipping.weekendProcessingDay}`,
    coldChain: `${shipping.summerColdChainMonths.from} to ${shipping.summerColdChainMonths.to}`,
    dispatch: `within ${hours(shipping.dispatchWithinHours)}`,
    returnsWindow: `${returns.windowDays} days from delivery`,
    returnsBadge: `${returns.windowDays}-Day Returns`,
    returnShippingPayer: returns.customerPaysReturnShipping
      ? "The customer pays return shipping"
      : "Return shipping is free",
    returnProcessing: `${range(returns.processingBusinessDays)} business days`,
    refundCard: `${range(returns.refundDays.card)} days`,
    refundBankTransfer: `${range(returns.refundDays.bankTransfer)} days`,
    refundWallet: `${range(returns.refundDays.wallet)} days`,
    reportIssue: `within ${hours(returns.reportIssueWithinHours)}`,
    changeWindow: `within ${hours(returns.changeOrCancelWithinHours)}`,
    cashOnDelivery: `Cash on delivery is available in the ${p.cashOnDelivery.countryName} only, for orders under ${aed(p.cashOnDelivery.maxOrderTotal)}`,
    welcomeDiscount: `${p.newsletter.welcomeDiscountPercent}% off`,
    replyWithin: `within ${hours(p.support.replyWithinHours)}`,
  };
}

export type PolicyText = ReturnType<typeof buildPolicyText>;

export const policyText: PolicyText = buildPolicyText(policies);
