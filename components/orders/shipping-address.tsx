import { trackOrderMessages } from "@/content/messages/en/track-order";
import type { Address } from "@/lib/db/schema";

const { result: text } = trackOrderMessages;

function addressLines(address: Address): string[] {
  const place = [address.city, address.province, address.zip].filter(Boolean).join(", ");
  return [address.name, address.address1, address.address2, place, address.country].filter((line): line is string => Boolean(line));
}

export function ShippingAddress({ address }: { address: Address | null }) {
  const lines = address ? addressLines(address) : [];
  return (
    <section aria-labelledby="tracking-address-title" className="grid gap-2">
      <h3 id="tracking-address-title" className="font-serif text-lg font-semibold">
        {text.shippingTitle}
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
        <p className="text-sm text-muted-foreground">{text.noAddress}</p>
      )}
    </section>
  );
}
