import "server-only";

import { cartMessages } from "@/content/messages/en/cart";
import { CommerceError } from "@/lib/commerce/errors";

/** Expected commerce failures carry a message meant for the shopper; anything else is logged here, once, and shown generically. */
export function toShopperMessage(error: unknown, context: string): string {
  if (error instanceof CommerceError) return error.message;
  console.error(`[cart] unexpected failure in ${context}`, error);
  return cartMessages.unexpected;
}
