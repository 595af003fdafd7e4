"use client";

import { useState } from "react";

import { AddToCartButton } from "@/components/cart/add-to-cart-button";
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
  showWishlist = true,
}: {
  merchandiseId: string;
  name: string;
  /** Unit price in AED. */
  price: number;
  shareText?: string;
  kind?: "product" | "bundle";
  comingSoon?: boolean;
  showWishlist?: boolean;
}) {
  const [quantity, setQuantity] = useState(1);

  return (
    <div className="flex flex-col gap-4">
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <div className="flex flex-wrap items-center gap-3">
        <AddToCartButton
          merchandiseId={merchandiseId}
          productName={name}
          price={price}
          quantity={quantity}
          kind={kind}
          comingSoon={comingSoon}
          size="lg"
          className="min-w-48 flex-1"
        />
        {showWishlist ? <WishlistToggle /> : null}
        <ShareButton title={name} text={shareText} />
      </div>
    </div>
  );
}
