"use client";

import { useState, type ReactNode } from "react";

import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { CashOnDeliveryLimitNotice, type ChosenQuantity } from "@/components/cart/cash-on-delivery-limit-notice";
import { useCart } from "@/components/cart/cart-provider";
import { DeliveryEstimate } from "@/components/delivery/delivery-estimate";
import { QuantityStepper } from "./quantity-stepper";
import { StickyBuyBar } from "./sticky-buy-bar";
import { ShareButton } from "./share-button";
import { WishlistToggle } from "./wishlist-toggle";

/** Holds the chosen quantity so the stepper and the add button agree; everything around it is server-rendered. */
export function PurchaseControls({
  merchandiseId,
  name,
  price,
  shareText,
  kind = "product",
  comingSoon = false,
  available = null,
  soldOut = false,
  wishlistSlug,
  buyBar,
  cashOnDelivery = null,
}: {
  merchandiseId: string;
  name: string;
  /** Unit price in AED. */
  price: number;
  shareText?: string;
  kind?: "product" | "bundle";
  comingSoon?: boolean;
  /** Units that may still be ordered when stock is counted (null: not counted); 0 is sold out. */
  available?: number | null;
  soldOut?: boolean;
  /** The product's slug, for the wishlist heart; none (the bundle) shows no heart. */
  wishlistSlug?: string;
  /** The phone's sticky buy bar: its region label and the price as the page writes it (DisplayPrice). */
  buyBar?: { label: string; price: ReactNode };
  /** In a shop whose own checkout takes cash on delivery: the methods it takes online (none: null), so the stepper's
   * quantity is checked against the cash limit before it is added. Absent under a hosted checkout (no limit). */
  cashOnDelivery?: Pick<ChosenQuantity, "payNowOffered"> | null;
}) {
  const [quantity, setQuantity] = useState(1);
  const { cart } = useCart();
  const unavailable = soldOut || available === 0;
  const addToCart = (size: "lg" | "default", className: string) => (
    <AddToCartButton
      merchandiseId={merchandiseId}
      productName={name}
      price={price}
      quantity={quantity}
      kind={kind}
      comingSoon={comingSoon}
      soldOut={unavailable}
      size={size}
      className={className}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      {unavailable ? null : <QuantityStepper value={quantity} onChange={setQuantity} available={available} />}
      <div className="buy-row flex flex-wrap items-center gap-3">
        {addToCart("lg", "min-w-48 flex-1")}
        {wishlistSlug ? <WishlistToggle slug={wishlistSlug} /> : null}
        <ShareButton title={name} text={shareText} />
      </div>
      {unavailable || comingSoon ? null : <DeliveryEstimate />}
      <CashOnDeliveryLimitNotice
        cart={cart}
        adding={cashOnDelivery && !unavailable ? { ...cashOnDelivery, quantity, price } : undefined}
      />
      {/* Nothing to buy, nothing to keep in reach: no bar for an item sold out or not yet on sale. */}
      {buyBar && !unavailable && !comingSoon ? (
        <StickyBuyBar label={buyBar.label} name={name} price={buyBar.price}>
          {addToCart("default", "min-h-11 shrink-0")}
        </StickyBuyBar>
      ) : null}
    </div>
  );
}
