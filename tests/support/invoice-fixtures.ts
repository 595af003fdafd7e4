import type { InvoiceSnapshot } from "@/lib/invoices/snapshot";

/** An issued invoice as placing an order stores it: two lines, a discount, shipping, VAT per line. */
export function sampleInvoiceSnapshot(overrides: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  return {
    version: 1,
    kind: "invoice",
    number: "INV-000042",
    issuedAt: "2026-03-04T08:30:00.000Z",
    locale: "en",
    vatRegistered: true,
    vatRatePercent: 5,
    currency: "AED",
    merchant: {
      legalName: { en: "Matcha Glow Skincare Trading L.L.C.", ar: "ماتشا جلو لتجارة مستحضرات العناية بالبشرة ذ.م.م." },
      address: {
        en: ["Office 1204, Example Tower", "Business Bay, Dubai", "United Arab Emirates"],
        ar: ["مكتب 1204، برج المثال", "الخليج التجاري، دبي", "الإمارات العربية المتحدة"],
      },
      trn: "100000000000003",
      tradeLicence: "1234567",
    },
    customer: {
      name: "Layla Haddad",
      addressLines: ["Villa 12, Street 4", "Al Barsha, Dubai", "United Arab Emirates"],
    },
    orderNumber: "#1042",
    creditsInvoiceNumber: null,
    lines: [
      {
        title: { en: "Matcha Cleansing Balm", ar: "بلسم ماتشا المنظف" },
        quantity: 2,
        unitPriceFils: 9900,
        grossFils: 19800,
        discountFils: 1980,
        netFils: 17820,
        vatFils: 849,
      },
      {
        title: { en: "Matcha Clay Mask", ar: "قناع ماتشا الطيني" },
        quantity: 1,
        unitPriceFils: 12900,
        grossFils: 12900,
        discountFils: 1290,
        netFils: 11610,
        vatFils: 553,
      },
    ],
    shipping: { grossFils: 2500, vatFils: 119 },
    discount: { code: "WELCOME10", fils: 3270 },
    subtotalFils: 32700,
    totalFils: 31930,
    vatFils: 1521,
    ...overrides,
  };
}
