"use client";

import { useState, useTransition } from "react";
import { Loader2, Lock } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { useCart } from "@/components/cart/cart-provider";
import { trackEvent } from "@/lib/analytics/track";
import { cartTotals } from "@/lib/cart/cart-totals";
import { startCheckoutAction } from "@/lib/actions/cart";
import { cartMessages } from "@/content/messages/en/cart";
import { checkoutMessages } from "@/content/messages/en/checkout";

export function SecureCheckoutButton({ disabled }: { disabled: boolean }) {
  const [isPending, startTransition] = useTransition();
  // Stays set after a successful start: the browser is leaving, the button must not fire twice.
  const [redirecting, setRedirecting] = useState(false);
  const busy = isPending || redirecting;
  const { cart } = useCart();

  function proceed() {
    if (cart && cart.totalQuantity > 0) {
      trackEvent("initiate-checkout", {
        content_ids: cart.lines.map((line) => line.merchandiseId),
        content_type: "product",
        num_items: cart.totalQuantity,
        value: cartTotals(cart).total,
      });
    }
    startTransition(async () => {
      try {
        const result = await startCheckoutAction();
        if (result.ok) {
          setRedirecting(true);
          window.location.assign(result.url);
        } else {
          toast.error(result.message);
        }
      } catch {
        toast.error(cartMessages.unexpected);
      }
    });
  }

  return (
    <Button type="button" size="lg" className="w-full" disabled={disabled || busy} aria-busy={busy} onClick={proceed}>
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Lock aria-hidden />}
      {busy ? checkoutMessages.secure.redirecting : checkoutMessages.secure.proceed}
    </Button>
  );
}
