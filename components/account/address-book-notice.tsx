import { accountAddresses } from "@/content/messages/account-addresses";
import { refusalTables } from "@/content/messages/refusals";
import { wordRefusal } from "@/lib/actions/refusal-table";
import { addressBookDone, addressBookNotices } from "@/lib/addresses/address-book-path";
import type { Locale } from "@/lib/i18n/locales";

type Param = string | string[] | undefined;
const one = (value: Param) => (Array.isArray(value) ? value[0] : value);
const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  list.includes(value as T);

/**
 * What the last change of the book did, after its redirect: a success from the page's words, a refusal from the
 * address book's refusal table by its code. A code the book never sends shows nothing.
 */
export function AddressBookNotice({
  locale,
  done,
  notice,
  wait,
}: {
  locale: Locale;
  done: Param;
  notice: Param;
  wait: Param;
}) {
  const doneCode = one(done);
  const noticeCode = one(notice);
  if (isOneOf(addressBookDone, doneCode))
    return (
      <p
        role="status"
        className="border-primary/40 bg-primary/5 text-primary rounded-md border px-4 py-3 text-sm font-medium"
      >
        {accountAddresses[locale].done[doneCode]}
      </p>
    );
  if (isOneOf(addressBookNotices, noticeCode))
    return (
      <p
        role="alert"
        className="border-destructive/40 bg-destructive/5 text-destructive rounded-md border px-4 py-3 text-sm font-medium"
      >
        {wordRefusal(locale, noticeCode, refusalTables.savedAddress, Number(one(wait)) || 60)}
      </p>
    );
  return null;
}
