import Link from "next/link";
import { SearchX } from "lucide-react";

import { Button } from "@/components/ui/button";
import { checkoutMessages } from "@/content/messages/en/checkout";

export function OrderNotFound() {
  const { confirmation } = checkoutMessages;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="font-serif text-3xl font-semibold">{confirmation.notFoundTitle}</h1>
      <p className="text-muted-foreground">{confirmation.notFoundDescription}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">{confirmation.backHome}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/contact">{confirmation.contactLink}</Link>
        </Button>
      </div>
    </div>
  );
}
