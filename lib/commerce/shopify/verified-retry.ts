import "server-only";
import { CommerceError } from "@/lib/commerce/errors";
import type { Cart, CartLineInput } from "@/lib/commerce/types";

export type VerifiedRetryOptions = {
  maxAttempts: number;
  backoffMs: (attempt: number) => number;
  sleep: (ms: number) => Promise<void>;
};

/**
 * Runs a cart mutation that must not be applied twice. Each attempt is sent once (no blind retry): when it fails in a
 * way that may have lost the answer after Shopify applied it (time-out, dropped connection, 5xx), the cart is read
 * again, and if the change is already there that cart is the answer; only otherwise is the mutation sent again.
 */
export async function withVerifiedRetry(
  send: () => Promise<Cart>,
  reread: () => Promise<Cart | null>,
  applied: (cart: Cart) => boolean,
  options: VerifiedRetryOptions,
): Promise<Cart> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof CommerceError) || !error.retryable || attempt >= options.maxAttempts) throw error;
      await options.sleep(options.backoffMs(attempt));
      const current = await reread().catch(() => null);
      if (current && applied(current)) return current;
    }
  }
}

const quantityOf = (cart: Cart, merchandiseId: string) =>
  cart.lines.find((line) => line.merchandiseId === merchandiseId)?.quantity ?? 0;

/**
 * Whether `lines` were added to `before`. At least the expected quantity counts as applied: a concurrent add from
 * another tab could mask a lost one, and the shopper then sees the cart as it is rather than paying for a double.
 */
export function linesAdded(before: Cart, lines: CartLineInput[]): (cart: Cart) => boolean {
  const expected = new Map<string, number>();
  for (const line of lines)
    expected.set(
      line.merchandiseId,
      (expected.get(line.merchandiseId) ?? quantityOf(before, line.merchandiseId)) + line.quantity,
    );
  return (cart) => [...expected].every(([merchandiseId, quantity]) => quantityOf(cart, merchandiseId) >= quantity);
}

export const linesRemoved = (lineIds: string[]) => (cart: Cart) =>
  !cart.lines.some((line) => lineIds.includes(line.id));

export const linesUpdated = (updates: { id: string; quantity: number }[]) => (cart: Cart) =>
  updates.every((update) => (cart.lines.find((line) => line.id === update.id)?.quantity ?? 0) === update.quantity);
