"use client";

import { Button } from "@/components/ui/button";

// TEMPORARY stub with the contract's signature; the cart helper's real component replaces it on merge.
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
    <Button type="button" size={props.size} className={props.className} data-merchandise-id={props.merchandiseId}>
      {label}
    </Button>
  );
}
