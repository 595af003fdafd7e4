import { inShopOrder, type OnlinePaymentMethod } from "./payment-methods";
import { policies } from "./policies";

/**
 * What the shop can keep, per checkout provider: how a shopper pays, where and how fast an order arrives. Every
 * payment and delivery sentence (FAQ, shipping, terms, privacy, returns, checkout, confirmation) is built from here,
 * so no page promises a payment method or a country the configured provider cannot take (docs/shop-promises.md).
 * Plain data and pure functions: content/ never reads the environment; pages pass the provider in from lib/commerce.
 */
export type CheckoutProvider = "local" | "shopify";

/** A GCC country the shop really delivers to: only through the hosted (Shopify) checkout, never cash on delivery. */
export type GccDestination = {
  code: "SA" | "KW" | "QA" | "BH" | "OM";
  name: string;
  nameAr: string;
  feeAed: number;
  businessDays: { min: number; max: number };
};

/**
 * Empty on purpose: the delivery form offers the seven emirates only and no Shopify shop has been configured with
 * GCC shipping zones, so no page may promise those countries. List a country here (with its fee) only once the
 * hosted checkout really ships there.
 */
export const gccDestinations: readonly GccDestination[] = [];

/** The GCC countries promised under a provider: none under `local`, whose only checkout is cash on delivery in the UAE. */
export function gccDestinationsFor(provider: CheckoutProvider): readonly GccDestination[] {
  return provider === "shopify" ? gccDestinations : [];
}

export type PaymentOffer =
  /** The local provider's only checkout: pay the courier in cash, UAE addresses, orders under the limit. */
  | { kind: "cash-on-delivery"; country: "AE"; maxOrderTotalAed: number }
  /** Shopify's hosted checkout names its own methods; the shop's pages do not. */
  | { kind: "hosted-checkout" };

export type OnlineGateway = "checkoutcom" | "stripe";

/**
 * What this shop's checkout offers, the one input of every payment sentence: the provider, and on the shop's own
 * checkout the gateway with the methods the owner switched on there (null: cash on delivery only, as before online
 * payment). lib/payments/checkout-offer.ts builds it from the environment; content/ never reads it.
 */
export type CheckoutOffer = {
  provider: CheckoutProvider;
  online: { gateway: OnlineGateway; methods: readonly OnlinePaymentMethod[] } | null;
};

/** The offer of a provider with no gateway: what the shop offered before online payment. */
export const cashOnlyOffer = (provider: CheckoutProvider): CheckoutOffer => ({ provider, online: null });

/** Accepts a bare provider where a caller has no gateway to speak of (tests, the Shopify checkout). */
export function asOffer(offer: CheckoutOffer | CheckoutProvider): CheckoutOffer {
  if (typeof offer === "string") return cashOnlyOffer(offer);
  // Only the shop's own checkout takes a gateway; Shopify's checkout names its own methods.
  if (offer.provider !== "local" || !offer.online || offer.online.methods.length === 0)
    return cashOnlyOffer(offer.provider);
  return {
    provider: offer.provider,
    online: { gateway: offer.online.gateway, methods: inShopOrder(offer.online.methods) },
  };
}

/**
 * One key per distinct offer, for cache keys and tags: `local`, `shopify`, `local:stripe:card+apple_pay` (no comma:
 * Next.js joins a page's tags with commas).
 */
export function checkoutOfferKey(offer: CheckoutOffer | CheckoutProvider): string {
  const { provider, online } = asOffer(offer);
  return online ? `${provider}:${online.gateway}:${online.methods.join("+")}` : provider;
}

export function paymentOfferFor(provider: CheckoutProvider): PaymentOffer {
  return provider === "local"
    ? {
        kind: "cash-on-delivery",
        country: policies.cashOnDelivery.country,
        maxOrderTotalAed: policies.cashOnDelivery.maxOrderTotal,
      }
    : { kind: "hosted-checkout" };
}

/** The spec's delivery rule: next day in the UAE; orders before 2:00 PM GST are processed the same day, weekend orders on Sunday. */
export const deliveryPromise = {
  /** Gulf Standard Time is UTC+4 all year (no daylight saving). */
  gstOffsetHours: 4,
  sameDayCutoffHourGst: 14,
  /** Friday and Saturday, the days the shop is closed (content/brand.ts hours). */
  weekendDays: [5, 6] as readonly number[],
  /**
   * Public holidays the shop is closed (GST dates): orders wait for the next working day as at the weekend. The fixed
   * dates only; Eid dates follow the moon and go in once the UAE announces them.
   */
  publicHolidays: ["2026-12-02", "2026-12-03", "2027-01-01", "2027-12-02", "2027-12-03"] as readonly string[],
  daysFromProcessingToDelivery: 1,
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Noon GST of the given GST calendar day (kept at noon so any formatting in Asia/Dubai shows that day). */
function gstNoon(gstMidnightMs: number): Date {
  return new Date(gstMidnightMs + 12 * HOUR_MS - deliveryPromise.gstOffsetHours * HOUR_MS);
}

/** The GST clock reading of `at` (ms shifted to UTC+4) and the start of its GST calendar day on that clock. */
function gstClock(at: Date): { gst: number; midnight: number } {
  const gst = at.getTime() + deliveryPromise.gstOffsetHours * HOUR_MS;
  return { gst, midnight: gst - (((gst % DAY_MS) + DAY_MS) % DAY_MS) };
}

/** The GST calendar day an order at that clock reading is processed on (its midnight on the GST clock). */
function processingDay({ gst, midnight }: { gst: number; midnight: number }): number {
  let day = midnight;
  if (isWorkingDay(day) && new Date(gst).getUTCHours() >= deliveryPromise.sameDayCutoffHourGst) day += DAY_MS;
  while (!isWorkingDay(day)) day += DAY_MS;
  return day;
}

const deliveryDay = (processing: number) => processing + deliveryPromise.daysFromProcessingToDelivery * DAY_MS;

/** The day an order is processed and the day it is delivered, in Gulf time, by the spec's cut-off and weekend rule. */
export function estimateDelivery(orderedAt: Date): { processedOn: Date; deliveredOn: Date } {
  const day = processingDay(gstClock(orderedAt));
  return { processedOn: gstNoon(day), deliveredOn: gstNoon(deliveryDay(day)) };
}

/** Whether the GST calendar day starting at `gstMidnightMs` is one the shop processes orders on. */
function isWorkingDay(gstMidnightMs: number): boolean {
  const date = new Date(gstMidnightMs);
  if (deliveryPromise.weekendDays.includes(date.getUTCDay())) return false;
  return !deliveryPromise.publicHolidays.includes(date.toISOString().slice(0, 10));
}

/**
 * The delivery a shopper ordering at `now` is promised, whether that is tomorrow, and until when it holds: the cut-off
 * today when an order now is processed today, else null (the promised day then stays until the next working day's
 * cut-off).
 */
export function deliveryPromiseAt(now: Date): { deliveredOn: Date; tomorrow: boolean; orderBy: Date | null } {
  const clock = gstClock(now);
  const day = processingDay(clock);
  const cutoff = clock.midnight + (deliveryPromise.sameDayCutoffHourGst - deliveryPromise.gstOffsetHours) * HOUR_MS;
  return {
    deliveredOn: gstNoon(deliveryDay(day)),
    tomorrow: deliveryDay(day) === clock.midnight + DAY_MS,
    orderBy: day === clock.midnight ? new Date(cutoff) : null,
  };
}
