"use client";

import Link from "next/link";
import { ShoppingBag } from "lucide-react";

import { useCart } from "@/components/cart/cart-provider";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { layoutTexts } from "@/content/messages/client/layout";
import { useTexts } from "@/lib/i18n/client-texts";

export function CartLink() {
  const locale = useLocale();
  const layoutMessages = useTexts(layoutTexts, locale);
  const { cart } = useCart();
  const count = cart?.totalQuantity ?? 0;

  return (
    <Link
      href={localizedPath(locale, "/cart")}
      className="hover:bg-accent focus-visible:ring-ring/50 relative inline-flex size-10 items-center justify-center rounded-md focus-visible:ring-[3px] focus-visible:outline-none"
      aria-label={count > 0 ? layoutMessages.cartWithCount(count) : layoutMessages.cart}
    >
      <ShoppingBag aria-hidden className="size-5" />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="cart-count"
          className="bg-primary text-primary-foreground absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-semibold tabular-nums"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
