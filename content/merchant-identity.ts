import type { Locale } from "@/lib/i18n/locales";
import { merchantMessages } from "./messages/merchant";
import { merchant } from "./merchant";

/** The merchant's identity as shoppers read it, in their language: the footer and the terms page show the same. */
export type MerchantIdentity = {
  legalName: string;
  tradeLicence: string;
  /** Only when the business is VAT-registered. */
  trn: string | null;
  address: readonly string[];
  email: string;
  phone: string;
};

export function merchantIdentityIn(locale: Locale): MerchantIdentity {
  const m = merchantMessages[locale];
  return {
    legalName: merchant.legalName[locale],
    tradeLicence: m.tradeLicence(merchant.tradeLicence.number, merchant.tradeLicence.issuer[locale]),
    trn: merchant.vatRegistered && merchant.trn ? m.trn(merchant.trn) : null,
    address: merchant.address[locale],
    email: merchant.email,
    phone: merchant.phone,
  };
}

/** The same as a section of a legal page ("Who we are"), one fact per paragraph. */
export function merchantIdentitySection(locale: Locale): { title: string; paragraphs: string[] } {
  const m = merchantMessages[locale];
  const identity = merchantIdentityIn(locale);
  return {
    title: m.heading,
    paragraphs: [
      identity.legalName,
      identity.tradeLicence,
      ...(identity.trn ? [identity.trn] : []),
      `${m.address}: ${identity.address.join(locale === "ar" ? "، " : ", ")}`,
      `${m.email}: ${identity.email}`,
      `${m.phone}: \u2066${identity.phone}\u2069`,
    ],
  };
}
