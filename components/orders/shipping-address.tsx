import { trackOrderMessages } from "@/content/messages/track-order";
import type { Address } from "@/lib/db/schema";
import { getRequestLocale } from "@/lib/i18n/request-locale";

function addressLines(address: Address): string[] {
  const place = [address.city, address.province, address.zip].filter(Boolean).join(", ");
  return [address.name, address.address1, address.address2, place, address.country].filter((line): line is string =>
    Boolean(line),
  );
}

/** The whole delivery address, for the people allowed to see it (the back office); tracking shows only the area. */
export function ShippingAddress({ address }: { address: Address | null }) {
  const locale = getRequestLocale();
  const { result: text } = trackOrderMessages[locale];
  const lines = address ? addressLines(address) : [];
  return (
    <section aria-labelledby="shipping-address-title" className="grid gap-2">
      <h3 id="shipping-address-title" className="font-serif text-lg font-semibold">
        {text.fullAddressTitle}
      </h3>
      {lines.length > 0 ? (
        <address className="text-sm not-italic">
          {lines.map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="text-muted-foreground text-sm">{text.noAddress}</p>
      )}
    </section>
  );
}
