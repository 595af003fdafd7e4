"use client";

import { useEffect } from "react";
import Link from "next/link";
import { ShieldCheck, ShoppingBag } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useCart } from "@/components/cart/cart-provider";
import { SecureCheckoutBadges } from "@/components/checkout/secure-checkout-badges";
import { SecureCheckoutButton } from "@/components/checkout/secure-checkout-button";
import { SecureCheckoutSummary } from "@/components/checkout/secure-checkout-summary";
import type { Cart } from "@/lib/commerce/types";
import { checkoutPageMessages } from "@/content/messages/en/checkout-page";

const text = checkoutPageMessages;

function EmptyCheckout() {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <ShoppingBag aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-xl font-semibold">{text.empty.title}</h2>
      <p className="text-muted-foreground">{text.empty.description}</p>
      <Button asChild size="lg">
        <Link href="/collection">{text.empty.shopNow}</Link>
      </Button>
    </div>
  );
}

/** Shows the cart the server rendered until the live cart takes over. */
export function SecureCheckoutView({ initialCart }: { initialCart: Cart | null }) {
  const { cart: liveCart, loaded, isPending, seed } = useCart();
  useEffect(() => seed(initialCart), [seed, initialCart]);
  const cart = loaded ? liveCart : initialCart;
  const hasLines = !!cart && cart.lines.length > 0;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="flex items-center gap-2 font-serif text-3xl font-semibold">
          <ShieldCheck aria-hidden className="size-8 text-primary" />
          {text.title}
        </h1>
        <SecureCheckoutBadges />
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6">
          {hasLines ? (
            <>
              <p className="text-muted-foreground">{text.explanation}</p>
              <SecureCheckoutSummary cart={cart} />
              <SecureCheckoutButton disabled={isPending} />
            </>
          ) : (
            <EmptyCheckout />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
