import { localizedPath, type Locale } from "@/lib/i18n/locales";

export const ADDRESS_BOOK_PATH = "/account/addresses";

/** What a change did, told above the book after the redirect. */
export const addressBookDone = ["saved", "deleted", "default"] as const;
export type AddressBookDone = (typeof addressBookDone)[number];

/** The refusals a plain form of the book comes back with, worded from the address book's refusal table. */
export const addressBookNotices = ["not_found", "throttled", "unexpected", "forbidden", "sign_in_required"] as const;
export type AddressBookNotice = (typeof addressBookNotices)[number];

/** /account/addresses in the locale, with what just happened, or the address being edited. */
export function addressBookPath(
  locale: Locale,
  { done, notice, wait, edit }: { done?: AddressBookDone; notice?: string; wait?: number; edit?: string } = {},
): string {
  const query = new URLSearchParams();
  if (done) query.set("done", done);
  if (notice) query.set("notice", notice);
  if (wait !== undefined) query.set("wait", String(wait));
  if (edit) query.set("edit", edit);
  const search = query.toString();
  return `${localizedPath(locale, ADDRESS_BOOK_PATH)}${search ? `?${search}` : ""}`;
}
