import Link from "next/link";
import { ShoppingBag } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cartMessages } from "@/content/messages/en/cart";
import { cartUiMessages } from "@/content/messages/en/cart-ui";

export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <ShoppingBag aria-hidden className="size-12 text-muted-foreground" />
      <h1 id="cart-heading" tabIndex={-1} className="font-serif text-3xl font-semibold outline-none">
        {cartMessages.empty.title}
      </h1>
      <p className="text-muted-foreground">{cartUiMessages.page.emptyDescription}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/collection">{cartMessages.empty.shopAll}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">{cartMessages.empty.continueShopping}</Link>
        </Button>
      </div>
    </div>
  );
}
