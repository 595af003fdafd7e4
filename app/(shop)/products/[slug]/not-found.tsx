import Link from "next/link";

import { Button } from "@/components/ui/button";
import { productMessages } from "@/content/messages/en/product";

export default function ProductNotFound() {
  const messages = productMessages.notFound;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{messages.title}</h1>
      <p className="text-muted-foreground">{messages.description}</p>
      <Button asChild size="lg">
        <Link href="/">{messages.returnHome}</Link>
      </Button>
    </div>
  );
}
