import type { CartReminderPolicy } from "./policies-schema";

/**
 * The one reminder a cart left behind gets (lib/cart-reminders, docs/operations.md "Cart reminders"): after this many
 * hours without a change, only to an address that confirmed the newsletter; its restore link works this many days
 * (the cart cookie itself lasts 30). Not in `policies`: client components import that whole object, and the product
 * pages are at their script budget, so a server-only setting lives here. The root layout checks it like `policies`.
 */
export const cartReminderPolicy = { afterHours: 4, linkValidDays: 7 } satisfies CartReminderPolicy;
