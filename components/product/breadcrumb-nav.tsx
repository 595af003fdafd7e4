import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { ChevronRightIcon } from "lucide-react";

import { productMessages } from "@/content/messages/product";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export type BreadcrumbItem = { name: string; href: string };

/** The last item is the current page: marked with aria-current, not a link. */
export function BreadcrumbNav({ items }: { items: BreadcrumbItem[] }) {
  const locale = getRequestLocale();
  return (
    <nav aria-label={productMessages[locale].breadcrumb.label}>
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1.5 text-sm">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1.5">
              {isCurrent ? (
                <span aria-current="page" className="text-foreground font-medium">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link href={item.href} className="hover:text-foreground hover:underline">
                    {item.name}
                  </Link>
                  <ChevronRightIcon aria-hidden className="size-3.5 rtl:rotate-180" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
