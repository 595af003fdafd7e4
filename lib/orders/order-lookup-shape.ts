import type { Address, OrderItemRow, OrderRow } from "@/lib/db/schema";
import { storedVatForDisplay } from "@/lib/tax/shop-vat";
import type { OrderReturnsView } from "../returns/returns-view-shape";
import type { CodLifecycleStage } from "./cod-lifecycle";

/** Where an order is going, no closer than the city: enough for the shopper, nothing for a stranger. */
export type DeliveryArea = Pick<Address, "city" | "province" | "country">;

/**
 * The order lookup result of the specification (section 3), in its snake_case field names, plus subtotal_amount
 * shipping_amount and the discount so the tracking page can show how the total adds up. Knowing an e-mail and an order number is
 * a weak gate (numbers run from #1001), so the answer carries only what the tracking page shows: no name, street,
 * phone, e-mail or billing address. The full order stays behind the confirmation link and the owner's account.
 */
export type OrderLookupResult = {
  order: {
    shopify_order_number: string;
    status: string;
    financial_status: string;
    fulfillment_status: string;
    total_amount: number;
    subtotal_amount: number;
    shipping_amount: number;
    /** A cash-on-delivery order's fee (AED), included in total_amount; absent when none was charged. */
    cod_fee_amount?: number;
    /** The discount taken off the subtotal (AED) and its code, so the figures add up; 0 and null without one. */
    discount_amount: number;
    discount_code: string | null;
    /** The VAT included in total_amount (AED), as stored when the order was placed; null when none was charged. */
    vat_amount?: number | null;
    currency: string;
    delivery_area: DeliveryArea | null;
    tracking_company: string | null;
    tracking_number: string | null;
    tracking_url: string | null;
    created_at: string;
    updated_at: string;
    /** Cash-on-delivery orders only: the stage and when each step happened (ISO dates). */
    lifecycle?: CodLifecycleView | null;
  };
  items: { title: string; variant_title: string | null; quantity: number; price: number; total_price: number }[];
  /** A delivered local order's returns and whether one can be asked now (tracking and the account only). */
  returns?: OrderReturnsView | null;
};

export type CodLifecycleView = {
  stage: CodLifecycleStage;
  confirmed_at: string | null;
  shipped_at: string | null;
  /** The day the parcel was delivered, and the cash collected then (AED; null for an order paid online). */
  delivered_at: string | null;
  cash_collected_amount: number | null;
  cancelled_at: string | null;
  refused_at: string | null;
};

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

function lifecycleOf(order: OrderRow): CodLifecycleView | null {
  if (order.source !== "local" || !order.lifecycleStage) return null;
  return {
    stage: order.lifecycleStage,
    confirmed_at: isoOrNull(order.confirmedAt),
    shipped_at: isoOrNull(order.shippedAt),
    delivered_at: isoOrNull(order.deliveredAt ?? order.cashCollectedAt),
    cash_collected_amount: order.cashCollectedFils === null ? null : order.cashCollectedFils / 100,
    cancelled_at: isoOrNull(order.cancelledAt),
    refused_at: isoOrNull(order.refusedAt),
  };
}

function deliveryAreaOf(address: Address | null): DeliveryArea | null {
  if (!address) return null;
  const area: DeliveryArea = {};
  if (address.city) area.city = address.city;
  if (address.province) area.province = address.province;
  if (address.country) area.country = address.country;
  return Object.keys(area).length > 0 ? area : null;
}

export function toOrderLookupResult(order: OrderRow, items: OrderItemRow[]): OrderLookupResult {
  return {
    order: {
      shopify_order_number: order.orderNumber,
      status: order.status,
      financial_status: order.financialStatus,
      fulfillment_status: order.fulfillmentStatus,
      total_amount: order.totalAmount,
      subtotal_amount: order.subtotalAmount,
      shipping_amount: order.shippingAmount,
      ...(order.codFeeAmount > 0 && { cod_fee_amount: order.codFeeAmount }),
      discount_amount: order.discountAmount,
      discount_code: order.discountCode,
      vat_amount: storedVatForDisplay(order.vatAmountFils),
      currency: order.currency,
      delivery_area: deliveryAreaOf(order.shippingAddress),
      tracking_company: order.trackingCompany,
      tracking_number: order.trackingNumber,
      tracking_url: order.trackingUrl,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
      lifecycle: lifecycleOf(order),
    },
    items: items.map((item) => ({
      title: item.title,
      variant_title: item.variantTitle,
      quantity: item.quantity,
      price: item.price,
      total_price: item.totalPrice,
    })),
  };
}
