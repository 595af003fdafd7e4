import Link from "next/link";

import { accountAddresses } from "@/content/messages/account-addresses";
import type { SavedAddress } from "@/lib/addresses/saved-address-reads";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

type SavedAddressPickerProps = { locale: Locale; addresses: SavedAddress[]; filledId: string | undefined };

/**
 * A signed-in shopper's saved addresses above the delivery form: each a link that renders the form filled with it
 * (`?address=<id>`), so the choice works before JavaScript loads and needs none after. Plain links, not next/link:
 * a client navigation to the same page with another query did not render it again, so the form kept the old address.
 */
export function SavedAddressPicker({ locale, addresses, filledId }: SavedAddressPickerProps) {
  const text = accountAddresses[locale].checkout;
  const page = localizedPath(locale, "/checkout/delivery");
  return (
    <nav aria-labelledby="saved-addresses-title" className="bg-card mb-6 rounded-xl border p-4">
      <h2 id="saved-addresses-title" className="font-medium">
        {text.title}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {addresses.map((address) => (
          <li key={address.id} className="flex flex-wrap items-center gap-x-3">
            {address.id === filledId ? (
              <span aria-current="true" className="font-medium">
                {address.fullName}, {address.addressLine}, {address.city} · {text.inUse}
              </span>
            ) : (
              // A plain link: the page renders afresh with that address (the client router kept the form as it was).
              <a
                href={`${page}?address=${encodeURIComponent(address.id)}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {text.use(address.fullName, `${address.addressLine}, ${address.city}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link
          href={localizedPath(locale, "/account/addresses")}
          className="text-muted-foreground underline-offset-4 hover:underline"
        >
          {text.manage}
        </Link>
      </p>
    </nav>
  );
}
