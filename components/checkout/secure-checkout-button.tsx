"use client";

import { useState, useTransition } from "react";
import { Loader2, Lock } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { plainFormAction } from "@/components/forms/plain-form-action";
import { Button } from "@/components/ui/button";
import { useCart } from "@/components/cart/cart-provider";
import { trackEvent } from "@/lib/analytics/track";
import { cartTotals } from "@/lib/cart/cart-totals";
import { startCheckoutAction } from "@/lib/actions/cart";
import { startCheckoutFormAction } from "@/lib/actions/start-checkout-form";
import { cartTexts } from "@/content/messages/client/cart";
import { useLocale } from "@/components/i18n/locale-provider";
import { checkoutTexts } from "@/content/messages/client/checkout";
import { useTexts } from "@/lib/i18n/client-texts";

export function SecureCheckoutButton({ disabled }: { disabled: boolean }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const checkoutMessages = useTexts(checkoutTexts, locale);
  const [isPending, startTransition] = useTransition();
  // Stays set after a successful start: the browser is leaving, the button must not fire twice.
  const [redirecting, setRedirecting] = useState(false);
  const busy = isPending || redirecting;
  const { cart } = useCart();

  // Without JavaScript the form posts to startCheckoutFormAction, which redirects; hydrated, the click starts the
  // checkout here so a refusal is a toast and the shopper stays on the page.
  function proceed(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
        const result = await startCheckoutAction({ locale });
        const url = result.ok ? result.data?.url : undefined;
        if (url) {
          setRedirecting(true);
          window.location.assign(url);
        } else {
          notify.error(result.ok ? cartMessages.unexpected : result.message);
        }
      } catch {
        notify.error(cartMessages.unexpected);
      }
    });
  }

  return (
    <form action={plainFormAction(startCheckoutFormAction)} onSubmit={proceed}>
      <input type="hidden" name="locale" value={locale} />
      <Button type="submit" size="lg" className="w-full" disabled={disabled || busy} aria-busy={busy}>
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Lock aria-hidden />}
        {busy ? checkoutMessages.secure.redirecting : checkoutMessages.secure.proceed}
      </Button>
    </form>
  );
}
