import Link from "next/link";
import { ShoppingBag } from "lucide-react";

import { Button } from "@/components/ui/button";
import { checkoutMessages } from "@/content/messages/en/checkout";

export function EmptyCheckout() {
  const { delivery } = checkoutMessages;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <ShoppingBag aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="font-serif text-3xl font-semibold">{delivery.emptyTitle}</h1>
      <p className="text-muted-foreground">{delivery.emptyDescription}</p>
      <Button asChild size="lg">
        <Link href="/collection">{delivery.shopNow}</Link>
      </Button>
    </div>
  );
}
