"use client";

import {
  createContext,
  startTransition as inBackground,
  use,
  useCallback,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
  useTransition,
} from "react";
import { notify } from "@/components/toast/notify";

import { addToCartAction, clearCartAction, removeCartLineAction, updateCartLineAction } from "@/lib/actions/cart";
import type { ActionResult } from "@/lib/actions/action-result";
import { fetchCart } from "@/components/cart/fetch-cart";
import { applyCartChange, type CartChange } from "@/lib/cart/apply-cart-change";
import { cartTotals } from "@/lib/cart/cart-totals";
import type { ShopperCart } from "@/lib/commerce/types";
import { formatPrice } from "@/lib/currency/format-price";
import { useLocale } from "@/components/i18n/locale-provider";
import type { Locale } from "@/lib/i18n/locales";
import { cartTexts } from "@/content/messages/client/cart";
import { type TextsOf, useTexts } from "@/lib/i18n/client-texts";

/** 'failed': the server refused and the shopper was told why; 'error': the call itself broke. */
export type CartOutcome = "ok" | "failed" | "error";

type CartContextValue = {
  /** The cart including changes still on their way to the server. */
  cart: ShopperCart | null;
  loaded: boolean;
  isPending: boolean;
  /** Adopts a cart the server rendered into the page, unless the live one is already known. */
  seed: (cart: ShopperCart | null) => void;
  /** Adopts a cart a server action handed back outside the line changes below (e.g. a discount code applied). */
  replace: (cart: ShopperCart | null) => void;
  addItem: (input: { merchandiseId: string; quantity: number }) => Promise<CartOutcome>;
  updateLine: (lineId: string, quantity: number) => Promise<CartOutcome>;
  removeLine: (lineId: string) => Promise<CartOutcome>;
  clear: () => Promise<CartOutcome>;
};

type CartMessages = TextsOf<typeof cartTexts>;

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const context = use(CartContext);
  if (!context) throw new Error("useCart must be used inside <CartProvider>");
  return context;
}

/** Announces the same Total the cart summary shows, shipping included where the shop charges it. */
function describe(cart: ShopperCart | null, cartMessages: CartMessages, locale: Locale): string {
  if (!cart || cart.totalQuantity === 0) return cartMessages.announce.emptied;
  const { total, currency } = cartTotals(cart);
  return cartMessages.announce.updated(cart.totalQuantity, formatPrice(total, currency, locale));
}

/**
 * Loads the cart in the browser (GET /api/cart) so that every page stays prerendered;
 * the layout never reads the cart cookie.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const [cart, setCart] = useState<ShopperCart | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [optimisticCart, applyOptimistic] = useOptimistic(cart, applyCartChange);
  const [isPending, startTransition] = useTransition();
  // Bumped by every cart the server hands back, so an older GET can never overwrite it.
  const revision = useRef(0);

  const adopt = useCallback((next: ShopperCart | null) => {
    revision.current += 1;
    setCart(next);
    setLoaded(true);
  }, []);

  // The cart that comes with the page is not urgent: adopted as a transition, React renders what it changes in short
  // slices between the shopper's input instead of in one task right after hydration (31 ms on /cart, measured in
  // Chromium's trace). Not useTransition's: its isPending would mark the cart busy while it loads.
  const adoptInBackground = useCallback((next: ShopperCart | null) => inBackground(() => adopt(next)), [adopt]);

  useEffect(() => {
    // A page that rendered the cart on the server has already seeded it (child effects run first).
    if (revision.current > 0) return;
    const controller = new AbortController();
    void fetchCart(controller.signal).then((loadedCart) => {
      if (!controller.signal.aborted && revision.current === 0) adoptInBackground(loadedCart);
    });
    return () => controller.abort();
  }, [adoptInBackground]);

  const seed = useCallback(
    (next: ShopperCart | null) => {
      if (revision.current === 0) adoptInBackground(next);
    },
    [adoptInBackground],
  );

  const mutate = useCallback(
    (
      action: string,
      change: CartChange,
      call: () => Promise<ActionResult<ShopperCart | null>>,
      options: { toastOnError: boolean },
    ) =>
      new Promise<CartOutcome>((resolve) => {
        startTransition(async () => {
          applyOptimistic(change);
          try {
            const result = await call();
            // A refusal without a cart keeps what the shopper had: the optimistic change simply falls away.
            const next = result.data ?? null;
            if (result.ok || next) startTransition(() => adopt(next));
            if (result.ok) {
              setAnnouncement(describe(next, cartMessages, locale));
              resolve("ok");
            } else {
              notify.error(cartMessages.actionFailed(action), { description: result.message });
              setAnnouncement(result.message);
              resolve("failed");
            }
          } catch {
            if (options.toastOnError)
              notify.error(cartMessages.actionFailed(action), { description: cartMessages.unexpected });
            setAnnouncement(cartMessages.unexpected);
            resolve("error");
          }
        });
      }),
    [adopt, applyOptimistic, cartMessages, locale],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      cart: loaded ? optimisticCart : null,
      loaded,
      isPending,
      seed,
      replace: adopt,
      // The add buttons word their own error toast for a broken call (specification section 8).
      addItem: (input) =>
        mutate(cartMessages.actions.add, { type: "add", ...input }, () => addToCartAction({ ...input, locale }), {
          toastOnError: false,
        }),
      updateLine: (lineId, quantity) =>
        mutate(
          cartMessages.actions.update,
          { type: "update", lineId, quantity },
          () => updateCartLineAction({ lineId, quantity, locale }),
          { toastOnError: true },
        ),
      removeLine: (lineId) =>
        mutate(
          cartMessages.actions.remove,
          { type: "remove", lineId },
          () => removeCartLineAction({ lineId, locale }),
          { toastOnError: true },
        ),
      clear: () =>
        mutate(cartMessages.actions.clear, { type: "clear" }, () => clearCartAction(), { toastOnError: true }),
    }),
    [loaded, optimisticCart, isPending, seed, adopt, mutate, cartMessages, locale],
  );

  return (
    <CartContext value={value}>
      {children}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </CartContext>
  );
}
