import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AddressBookNotice } from "@/components/account/address-book-notice";
import { AddressForm } from "@/components/account/address-form";
import { SavedAddressList } from "@/components/account/saved-address-list";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { accountAddresses } from "@/content/messages/account-addresses";
import { SAVED_ADDRESS_LIMIT } from "@/lib/addresses/address-limit";
import { ADDRESS_BOOK_PATH } from "@/lib/addresses/address-book-path";
import { savedAddressesOf } from "@/lib/addresses/shopper-addresses";
import { getCurrentSession } from "@/lib/auth/session";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountAddresses[locale].title, path: ADDRESS_BOOK_PATH });
}

export default async function AddressesPage({ params, searchParams }: PageProps<"/[locale]/account/addresses">) {
  const locale = await resolvePageLocale(params);
  const text = accountAddresses[locale];
  const session = await getCurrentSession();
  if (!session)
    redirect(
      `${localizedPath(locale, "/account/sign-in")}?next=${encodeURIComponent(localizedPath(locale, ADDRESS_BOOK_PATH))}`,
    );
  const addresses = await savedAddressesOf(session.user.id);
  const query = await searchParams;
  // Only one of the shopper's own addresses opens for editing; another id shows the add form.
  const editing = addresses.find((address) => address.id === query.edit);
  const full = addresses.length >= SAVED_ADDRESS_LIMIT;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <header className="grid gap-1">
        <h1 className="font-serif text-3xl font-semibold">{text.title}</h1>
        <p className="text-muted-foreground">{text.intro}</p>
      </header>
      <AddressBookNotice locale={locale} done={query.done} notice={query.notice} wait={query.wait} />
      <SavedAddressList addresses={addresses} text={text} locale={locale} />
      <section
        id="address-form"
        aria-labelledby="address-form-title"
        className="bg-card rounded-xl border p-6 shadow-sm"
      >
        <h2 id="address-form-title" className="mb-5 font-serif text-xl font-semibold">
          {editing ? text.editTitle : text.addTitle}
        </h2>
        {editing ? (
          <AddressForm
            key={editing.id}
            address={editing}
            text={{
              submit: text.saveEdit,
              submitting: text.saving,
              makeDefault: text.makeDefaultField,
              cancel: text.cancelEdit,
            }}
          />
        ) : full ? (
          <p className="text-muted-foreground text-sm">{text.full(SAVED_ADDRESS_LIMIT)}</p>
        ) : (
          // Keyed by the book: once an address is saved the form starts empty again.
          <AddressForm
            key={addresses.map((address) => address.id).join()}
            text={{ submit: text.saveNew, submitting: text.saving, makeDefault: text.makeDefaultField }}
          />
        )}
      </section>
      <p>
        <Link href="/account" className="text-primary text-sm font-medium underline-offset-4 hover:underline">
          {text.back}
        </Link>
      </p>
    </div>
  );
}
