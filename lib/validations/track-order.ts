import { z } from "zod";

import { trackOrderMessages } from "@/content/messages/en/track-order";
import { normalizeOrderNumber } from "@/lib/orders/order-number";

const { errors } = trackOrderMessages;

export const trackOrderSchema = z.object({
  email: z.string(errors.emailRequired).trim().min(1, errors.emailRequired).max(254, errors.email).toLowerCase().pipe(z.email(errors.email)),
  // Shoppers type the number with or without the '#'; the lookup always receives '#1001'.
  orderNumber: z
    .string(errors.orderNumberRequired)
    .trim()
    .min(1, errors.orderNumberRequired)
    .transform((value, context) => {
      const normalized = normalizeOrderNumber(value);
      if (normalized) return normalized;
      context.addIssue({ code: "custom", message: errors.orderNumber });
      return z.NEVER;
    }),
});

export type TrackOrderInput = z.input<typeof trackOrderSchema>;
export type TrackOrderField = keyof TrackOrderInput;
