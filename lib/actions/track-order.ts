"use server";

import { refusalTables } from "@/content/messages/refusals";
import { trackOrderMessages } from "@/content/messages/track-order";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction, perClient, perEmail } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { localizeOrderLookup } from "@/lib/orders/localize-order-lookup";
import { trackOrderFields, type TrackedOrder } from "@/lib/orders/track-order-fields";
import { rateLimits } from "@/lib/rate-limit/limits";
import { trackOrderSchemaFor } from "@/lib/validations/track-order";

/** Looks up an order by e-mail and order number together; any mismatch reads as the same 'not found'. */
export const trackOrderAction = defineAction({
  name: "track-order",
  who: "anyone",
  read: formInput(trackOrderFields, 300),
  schema: trackOrderSchemaFor,
  // E-mail and order number together are the only key to an order: guessing is slowed per client and per e-mail.
  limit: [perClient(rateLimits.trackOrderByClient), perEmail(rateLimits.trackOrderByEmail, (input) => input.email)],
  refusals: refusalTables.trackOrder,
  work: async ({ input, values, locale, refuse }): Promise<ActionResult<TrackedOrder>> => {
    const result = await lookupOrderForTracking(await getDb(), input.email, input.orderNumber);
    if (!result) return refuse("not_found");
    const found: TrackedOrder = { order: localizeOrderLookup(result, locale), entries: values };
    return succeeded(found, trackOrderMessages[locale].outcome.found);
  },
});
