import Link from "next/link";

import { brand } from "@/content/brand";
import { navigation, layoutMessages } from "@/content/messages/en/layout";
import { CartLink } from "@/components/cart/cart-link";
import { CurrencySelect } from "@/components/currency/currency-select";
import { AccountLink } from "./account-link";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <MobileNav />
        <Link href="/" className="font-serif text-xl font-semibold text-primary">
          {brand.name}
        </Link>
        <nav aria-label={layoutMessages.mainNavigation} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 lg:ms-2">
          <CurrencySelect />
          <AccountLink />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
