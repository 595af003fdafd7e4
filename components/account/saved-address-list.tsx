import { plainFormAction } from "@/components/forms/plain-form-action";
import { LocaleField } from "@/components/i18n/locale-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { emiratesIn } from "@/content/emirates";
import type { accountAddresses } from "@/content/messages/en/account-addresses";
import { deleteAddressFormAction, makeDefaultAddressFormAction } from "@/lib/actions/saved-addresses";
import { addressBookPath } from "@/lib/addresses/address-book-path";
import type { SavedAddress } from "@/lib/addresses/saved-address-reads";
import type { Locale } from "@/lib/i18n/locales";

type AddressesText = typeof accountAddresses;

/** Each saved address with Edit (a link), Make default and Delete: plain forms that work before JavaScript loads. */
export function SavedAddressList({
  addresses,
  text,
  locale,
}: {
  addresses: SavedAddress[];
  text: AddressesText;
  locale: Locale;
}) {
  if (addresses.length === 0) return <p className="text-muted-foreground">{text.empty}</p>;
  const emirateName = new Map(emiratesIn(locale).map((emirate) => [emirate.value, emirate.label]));

  return (
    <ul aria-label={text.listLabel} className="grid gap-4">
      {addresses.map((address) => (
        <li key={address.id} className="bg-card grid gap-3 rounded-xl border p-4 shadow-sm">
          <address className="grid gap-0.5 text-sm not-italic">
            <span className="flex items-center gap-2 font-semibold">
              {address.fullName}
              {address.isDefault ? <Badge variant="secondary">{text.defaultBadge}</Badge> : null}
            </span>
            <span>{address.addressLine}</span>
            <span>
              {address.city}, {emirateName.get(address.emirate) ?? address.emirate}
            </span>
            <span className="text-muted-foreground">{text.phone(address.phone)}</span>
          </address>
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild variant="outline" size="sm">
              {/* A plain link, as at checkout: the page renders afresh with this address in the form. */}
              <a
                href={`${addressBookPath(locale, { edit: address.id })}#address-form`}
                aria-label={text.editLabel(address.fullName)}
              >
                {text.edit}
              </a>
            </Button>
            {address.isDefault ? null : (
              <form action={plainFormAction(makeDefaultAddressFormAction)}>
                <input type="hidden" name="id" value={address.id} />
                <LocaleField />
                <Button type="submit" variant="outline" size="sm" aria-label={text.makeDefaultLabel(address.fullName)}>
                  {text.makeDefault}
                </Button>
              </form>
            )}
            <form action={plainFormAction(deleteAddressFormAction)}>
              <input type="hidden" name="id" value={address.id} />
              <LocaleField />
              <Button type="submit" variant="outline" size="sm" aria-label={text.removeLabel(address.fullName)}>
                {text.remove}
              </Button>
            </form>
          </div>
        </li>
      ))}
    </ul>
  );
}
