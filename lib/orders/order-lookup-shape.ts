import type { Address, OrderItemRow, OrderRow } from "@/lib/db/schema";

/**
 * The order lookup result of the specification (section 3), in its snake_case field names, plus subtotal_amount
 * and shipping_amount so the tracking page can show how the total adds up.
 */
export type OrderLookupResult = {
  order: {
    shopify_order_id: string | null;
    shopify_order_number: string;
    email: string;
    status: string;
    financial_status: string;
    fulfillment_status: string;
    total_amount: number;
    subtotal_amount: number;
    shipping_amount: number;
    currency: string;
    shipping_address: Address | null;
    billing_address: Address | null;
    tracking_company: string | null;
    tracking_number: string | null;
    tracking_url: string | null;
    created_at: string;
    updated_at: string;
  };
  items: { title: string; variant_title: string | null; quantity: number; price: number; total_price: number }[];
};

export function toOrderLookupResult(order: OrderRow, items: OrderItemRow[]): OrderLookupResult {
  return {
    order: {
      shopify_order_id: order.shopifyOrderId,
      shopify_order_number: order.orderNumber,
      email: order.email,
      status: order.status,
      financial_status: order.financialStatus,
      fulfillment_status: order.fulfillmentStatus,
      total_amount: order.totalAmount,
      subtotal_amount: order.subtotalAmount,
      shipping_amount: order.shippingAmount,
      currency: order.currency,
      shipping_address: order.shippingAddress,
      billing_address: order.billingAddress,
      tracking_company: order.trackingCompany,
      tracking_number: order.trackingNumber,
      tracking_url: order.trackingUrl,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    },
    items: items.map((item) => ({ title: item.title, variant_title: item.variantTitle, quantity: item.quantity, price: item.price, total_price: item.totalPrice })),
  };
}
