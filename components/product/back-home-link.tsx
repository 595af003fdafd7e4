import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { productMessages } from "@/content/messages/en/product";

export function BackHomeLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-3 w-fit">
      <Link href="/">
        <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
        {productMessages.backToHome}
      </Link>
    </Button>
  );
}
