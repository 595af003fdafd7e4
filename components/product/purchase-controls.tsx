"use client";

import { useState } from "react";

import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { CashOnDeliveryLimitNotice } from "@/components/cart/cash-on-delivery-limit-notice";
import { useCart } from "@/components/cart/cart-provider";
import { DeliveryEstimate } from "@/components/delivery/delivery-estimate";
import { QuantityStepper } from "./quantity-stepper";
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
}) {
  const [quantity, setQuantity] = useState(1);
  const { cart } = useCart();

  return (
    <div className="flex flex-col gap-4">
      {soldOut || available === 0 ? null : (
        <QuantityStepper value={quantity} onChange={setQuantity} available={available} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <AddToCartButton
          merchandiseId={merchandiseId}
          productName={name}
          price={price}
          quantity={quantity}
          kind={kind}
          comingSoon={comingSoon}
          soldOut={soldOut || available === 0}
          size="lg"
          className="min-w-48 flex-1"
        />
        {wishlistSlug ? <WishlistToggle slug={wishlistSlug} /> : null}
        <ShareButton title={name} text={shareText} />
      </div>
      {soldOut || available === 0 || comingSoon ? null : <DeliveryEstimate />}
      <CashOnDeliveryLimitNotice cart={cart} />
    </div>
  );
}
