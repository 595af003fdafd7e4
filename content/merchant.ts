/**
 * The business behind the shop, in ONE place: the footer, the terms page, the organisation's structured data and
 * (for VAT, issue 25 point 1) prices, invoices and e-mails all read it from here. docs/operations.md explains each
 * field.
 *
 * EXAMPLE VALUES: every value below is a placeholder that looks like the real thing. Replace them with the details
 * on the shop's trade licence and its Federal Tax Authority registration before the shop sells anything.
 */
export const merchant = {
  /** The name on the trade licence, as it appears on invoices (both languages). EXAMPLE. */
  legalName: { en: "Matcha Glow Skincare Trading L.L.C.", ar: "ماتشا جلو لتجارة مستحضرات العناية بالبشرة ذ.م.م." },
  /** The trade licence number and the authority that issued it. EXAMPLE. */
  tradeLicence: {
    number: "1234567",
    issuer: { en: "Dubai Department of Economy and Tourism", ar: "دائرة الاقتصاد والسياحة في دبي" },
  },
  /** The registered address, one line per entry (both languages). EXAMPLE. */
  address: {
    en: ["Office 1204, Example Tower", "Business Bay, Dubai", "United Arab Emirates"],
    ar: ["مكتب 1204، برج المثال", "الخليج التجاري، دبي", "الإمارات العربية المتحدة"],
  },
  /** Where shoppers reach the business. EXAMPLE. */
  email: "hello@matchaglow.ae",
  /** In international form (E.164), as a tel: link dials it. EXAMPLE. */
  phone: "+97140000000",
  /** Whether the business is registered for VAT with the Federal Tax Authority: then prices include VAT and the TRN shows. */
  vatRegistered: true,
  /** The 15-digit Tax Registration Number; null when not registered. EXAMPLE. */
  trn: "100000000000003" as string | null,
  /** The UAE standard rate (Federal Decree-Law 8 of 2017), in whole percent. */
  vatRatePercent: 5,
} as const;

export type Merchant = typeof merchant;

/** What is wrong with the settings above, if anything: a registered business needs a 15-digit TRN. */
export function merchantSettingsProblem(
  settings: Pick<Merchant, "vatRegistered" | "trn" | "vatRatePercent" | "phone">,
): string | null {
  if (settings.vatRegistered && !/^\d{15}$/.test(settings.trn ?? ""))
    return "content/merchant.ts: a VAT-registered business needs its 15-digit TRN";
  if (!Number.isInteger(settings.vatRatePercent) || settings.vatRatePercent < 0 || settings.vatRatePercent > 100)
    return "content/merchant.ts: vatRatePercent must be a whole percent";
  if (!/^\+\d{8,15}$/.test(settings.phone))
    return "content/merchant.ts: phone must be in international form, e.g. +97140000000";
  return null;
}

// Checked when the module loads, so a wrong setting fails the build instead of printing a wrong invoice.
const problem = merchantSettingsProblem(merchant);
if (problem) throw new Error(problem);
