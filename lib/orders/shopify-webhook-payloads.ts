import { z } from "zod";

/** Only the fields the shop keeps; Shopify sends many more, which are ignored. */
const id = z.union([z.number(), z.string()]).transform(String);
const money = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite());
const optionalText = z.string().nullish();

export const shopifyAddressSchema = z
  .object({
    name: optionalText,
    first_name: optionalText,
    last_name: optionalText,
    address1: optionalText,
    address2: optionalText,
    city: optionalText,
    province: optionalText,
    country: optionalText,
    country_code: optionalText,
    zip: optionalText,
    phone: optionalText,
  })
  .nullish();

export const shopifyFulfillmentSchema = z.object({
  id: id.optional(),
  order_id: id,
  status: optionalText,
  tracking_company: optionalText,
  tracking_number: optionalText,
  tracking_url: optionalText,
  line_items: z.array(z.object({ quantity: z.number().int() })).optional(),
  created_at: optionalText,
  updated_at: optionalText,
});

export const shopifyOrderSchema = z.object({
  id,
  order_number: z.number().int(),
  email: optionalText,
  contact_email: optionalText,
  phone: optionalText,
  financial_status: optionalText,
  fulfillment_status: optionalText,
  cancelled_at: optionalText,
  closed_at: optionalText,
  total_price: money,
  subtotal_price: money.nullish(),
  total_shipping_price_set: z.object({ shop_money: z.object({ amount: money }) }).nullish(),
  currency: z.string().min(3),
  payment_gateway_names: z.array(z.string()).optional(),
  shipping_address: shopifyAddressSchema,
  billing_address: shopifyAddressSchema,
  line_items: z.array(
    z.object({
      title: z.string(),
      variant_title: optionalText,
      quantity: z.number().int(),
      price: money,
      variant_id: id.nullish(),
    }),
  ),
  fulfillments: z
    .array(shopifyFulfillmentSchema.omit({ order_id: true }).extend({ order_id: id.optional() }))
    .optional(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type ShopifyAddress = z.infer<typeof shopifyAddressSchema>;
export type ShopifyOrderPayload = z.infer<typeof shopifyOrderSchema>;
export type ShopifyFulfillmentPayload = z.infer<typeof shopifyFulfillmentSchema>;

export const orderTopics = ["orders/create", "orders/updated"] as const;
export const fulfillmentTopics = ["fulfillments/create", "fulfillments/update"] as const;
