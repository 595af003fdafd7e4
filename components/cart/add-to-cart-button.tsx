"use client";

import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { cartMessages } from "@/content/messages/en/cart";
import { cn } from "@/lib/utils";

// TEMPORARY stub with the contract's signature; the cart helper's real component replaces it on merge.
// It already does the contract's coming-soon behaviour so the product page's tests can rely on it.
export function AddToCartButton(props: {
  merchandiseId: string;
  productName: string;
  quantity?: number;
  kind?: "product" | "bundle";
  comingSoon?: boolean;
  className?: string;
  size?: "default" | "sm" | "lg";
  label?: string;
}) {
  const label = props.label ?? (props.comingSoon ? "Coming Soon" : "Add to Cart");
  return (
    <Button
      type="button"
      size={props.size}
      className={cn(props.comingSoon && "opacity-60", props.className)}
      aria-disabled={props.comingSoon || undefined}
      data-merchandise-id={props.merchandiseId}
      onClick={() => {
        if (props.comingSoon) toast.info(cartMessages.comingSoon.title, { description: cartMessages.comingSoon.description });
      }}
    >
      {label}
    </Button>
  );
}
