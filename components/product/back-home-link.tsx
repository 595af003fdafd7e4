import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { ArrowLeftIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { productMessages } from "@/content/messages/product";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function BackHomeLink() {
  const locale = getRequestLocale();
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-3 w-fit">
      <Link href="/">
        <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
        {productMessages[locale].backToHome}
      </Link>
    </Button>
  );
}
