import "server-only";

import { z } from "zod";

import type { CurrencyCode } from "./currencies";

/** Specification section 4: a shopper whose location is unknown is treated as being in the UAE. */
export const DEFAULT_COUNTRY = "AE";

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/)
  // Cloudflare's "unknown" and "Tor" markers are not countries.
  .refine((code) => code !== "XX" && code !== "T1");

/** The edge's geo headers (Cloudflare, then Vercel): no IP lookup by a third party, in the browser or here. */
const geoHeaders = ["cf-ipcountry", "x-vercel-ip-country"];

export function countryFromHeaders(headers: Headers): string {
  for (const name of geoHeaders) {
    const parsed = countrySchema.safeParse(headers.get(name));
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_COUNTRY;
}

const euroCountries = [
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
];

const currencyByCountry: Record<string, CurrencyCode> = {
  AE: "AED",
  SA: "SAR",
  KW: "KWD",
  QA: "QAR",
  BH: "BHD",
  OM: "OMR",
  US: "USD",
  GB: "GBP",
  JP: "JPY",
  KR: "KRW",
  ...Object.fromEntries(euroCountries.map((country) => [country, "EUR" as const])),
};

/** AE maps to AED; a country whose currency the shop does not show gets AED, the currency it pays in. */
export function currencyForCountry(country: string): CurrencyCode {
  return currencyByCountry[country] ?? "AED";
}
