import { StaticImage } from "@/components/media/static-image";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import type { Bundle } from "@/content/schema";
import { products } from "@/content/products";
import { bundleMessages } from "@/content/messages/bundle";
import { DisplayPrice } from "@/components/currency/display-price";
import { getRequestLocale } from "@/lib/i18n/request-locale";

function productHref(id: string) {
  const slug = products.find((product) => product.id === id)?.slug;
  return slug ? `/products/${slug}` : undefined;
}

export function IncludedProducts({ items }: { items: Bundle["includedProducts"] }) {
  const locale = getRequestLocale();
  return (
    <section aria-labelledby="bundle-included" className="flex flex-col gap-4">
      <div>
        <h2 id="bundle-included" className="text-2xl font-semibold">
          {bundleMessages[locale].included}
        </h2>
        <p className="text-muted-foreground text-sm">{bundleMessages[locale].includedCount(items.length)}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => {
          const href = productHref(item.id);
          const body = (
            <>
              <StaticImage
                src={item.image}
                alt=""
                width={400}
                height={400}
                sizes="(min-width: 640px) 33vw, 100vw"
                className="bg-muted aspect-square w-full rounded-lg object-cover"
              />
              <span className="font-medium">{item.name}</span>
              <span className="text-muted-foreground text-sm">{item.size}</span>
              <span className="text-primary text-sm font-semibold">
                <DisplayPrice amount={item.price} />
              </span>
            </>
          );
          return (
            <li key={item.id}>
              {href ? (
                <Link
                  href={href}
                  className="bg-card hover:bg-accent flex h-full flex-col gap-1.5 rounded-xl border p-3 transition-colors"
                >
                  {body}
                </Link>
              ) : (
                <div className="bg-card flex h-full flex-col gap-1.5 rounded-xl border p-3">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
