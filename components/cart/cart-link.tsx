"use client";

import Link from "next/link";
import { ShoppingBag } from "lucide-react";

import { layoutMessages } from "@/content/messages/en/layout";

// Placeholder: the cart issue adds the live quantity badge.
export function CartLink() {
  return (
    <Link href="/cart" className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-accent" aria-label={layoutMessages.cart}>
      <ShoppingBag aria-hidden className="size-5" />
    </Link>
  );
}
