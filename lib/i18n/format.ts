import { currencyMinorUnits, parseSupportedCurrency } from "@/lib/currency/currencies";
import { defaultLocale, type Locale } from "./locales";

/** The shop ships from the UAE, so dates and delivery estimates are shown in Gulf Standard Time. */
export const SHOP_TIME_ZONE = "Asia/Dubai";

export const digitStyles = ["latn", "arab"] as const;
export type DigitStyle = (typeof digitStyles)[number];

/**
 * The digits of the Arabic shop, a shop setting (NEXT_PUBLIC_ARABIC_DIGITS=arab|latn). Latin by default, as most
 * GCC shops do; Arabic-Indic (٠١٢٣) on request. Plain code, not zod: the browser formats prices with it too, and
 * Next inlines the NEXT_PUBLIC_ value into the client bundle so server and browser agree.
 */
export function arabicDigitStyle(value: string | undefined = process.env.NEXT_PUBLIC_ARABIC_DIGITS): DigitStyle {
  return value === "arab" ? "arab" : "latn";
}

/** The Intl locale for numbers: English keeps today's 'en-US' grouping; Arabic is the UAE's, with the chosen digits. */
function numberLocale(locale: Locale, digits: DigitStyle): string {
  return locale === "ar" ? `ar-AE-u-nu-${digits}` : "en-US";
}

/** Dates in English stay British ('4 March 2026'), as the shop has always written them. */
function dateLocale(locale: Locale, digits: DigitStyle): string {
  return locale === "ar" ? `ar-AE-u-nu-${digits}` : "en-GB";
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value as T;
}

/**
 * An English amount with 'en-US' grouping ('1,234.50'), written without Intl. In a browser the page's first Intl
 * formatter loads ICU's locale data, 20 to 50 ms of main thread seen in Chromium, more than hydrating a whole page;
 * cart and price components render during hydration. Only amounts that need no rounding take this path (their
 * shortest decimal form has no more digits than the currency's), where `toFixed` and Intl agree digit for digit.
 */
function plainEnglishAmount(amount: number, fractionDigits: number): string | null {
  const shortest = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(shortest) || (shortest.split(".")[1]?.length ?? 0) > fractionDigits) return null;
  const [whole = "", fraction] = Math.abs(amount).toFixed(fractionDigits).split(".");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction === undefined ? "" : `.${fraction}`}`;
}

export type FormatOptions = { locale?: Locale; digits?: DigitStyle };

/**
 * A price in its currency. English: 'AED 99.00' (the code before the amount, matched literally in e-mails and
 * tests). Arabic: the currency's Arabic symbol after the amount ('99.00 د.إ.‏'). Intl knows each currency's minor
 * units (3 for KWD, BHD and OMR; 0 for JPY and KRW).
 */
export function formatMoney(
  amount: number,
  currency = "AED",
  { locale = defaultLocale, digits = arabicDigitStyle() }: FormatOptions = {},
): string {
  const code = currency.toUpperCase();
  if (locale === "ar") {
    return cached(
      `money:${code}:${numberLocale(locale, digits)}`,
      () => new Intl.NumberFormat(numberLocale(locale, digits), { style: "currency", currency: code }),
    ).format(amount);
  }
  const supported = parseSupportedCurrency(code);
  const plain = supported ? plainEnglishAmount(amount, currencyMinorUnits[supported]) : null;
  if (plain !== null) return `${code} ${plain}`;
  const formatter = cached(`money:${code}:en`, () => {
    const { maximumFractionDigits } = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
    }).resolvedOptions();
    return new Intl.NumberFormat("en-US", { minimumFractionDigits: maximumFractionDigits, maximumFractionDigits });
  });
  return `${code} ${formatter.format(amount)}`;
}

/** A plain count or quantity in the locale's digits. */
export function formatNumber(
  value: number,
  { locale = defaultLocale, digits = arabicDigitStyle() }: FormatOptions = {},
): string {
  return cached(
    `number:${numberLocale(locale, digits)}`,
    () => new Intl.NumberFormat(numberLocale(locale, digits)),
  ).format(value);
}

/** The currency's name in the locale: 'UAE Dirham' / 'درهم إماراتي'. */
export function currencyName(currency: string, locale: Locale = defaultLocale): string {
  const names = cached(
    `currency-names:${locale}`,
    () => new Intl.DisplayNames(locale === "ar" ? "ar-AE" : "en", { type: "currency" }),
  );
  return names.of(currency.toUpperCase()) ?? currency.toUpperCase();
}

const dateStyles = {
  /** 'Wednesday, 4 March 2026' / 'الأربعاء، 4 مارس 2026' */
  long: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** '4 March 2026' */
  medium: { day: "numeric", month: "long", year: "numeric" },
  /** 'Wed 4 Mar' / 'الأربعاء، 4 مارس': a day within the coming week */
  short: { weekday: "short", day: "numeric", month: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A calendar date as the shop writes it, in Gulf time whatever the server's or the browser's zone. */
export function formatShopDate(
  date: Date,
  {
    locale = defaultLocale,
    digits = arabicDigitStyle(),
    style = "long",
  }: FormatOptions & { style?: keyof typeof dateStyles } = {},
): string {
  const key = `date:${style}:${dateLocale(locale, digits)}`;
  return cached(
    key,
    () => new Intl.DateTimeFormat(dateLocale(locale, digits), { ...dateStyles[style], timeZone: SHOP_TIME_ZONE }),
  ).format(date);
}

/** A time of day as the shop writes it, in Gulf time: '10:45 AM' / '10:45 ص'. */
export function formatShopTime(
  date: Date,
  { locale = defaultLocale, digits = arabicDigitStyle() }: FormatOptions = {},
) {
  const key = `time:${dateLocale(locale, digits)}`;
  return cached(
    key,
    () => new Intl.DateTimeFormat(dateLocale(locale, digits), { timeStyle: "short", timeZone: SHOP_TIME_ZONE }),
  ).format(date);
}

/** A number of hours spelled out: '24 hours' / '24 ساعة' (Arabic's plural forms come from Intl). */
export function formatHours(
  count: number,
  { locale = defaultLocale, digits = arabicDigitStyle() }: FormatOptions = {},
): string {
  const key = `hours:${numberLocale(locale, digits)}`;
  return cached(
    key,
    () => new Intl.NumberFormat(numberLocale(locale, digits), { style: "unit", unit: "hour", unitDisplay: "long" }),
  ).format(count);
}
