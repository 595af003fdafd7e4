import type { Locale } from "../i18n/locales";

/** Tax invoices and credit notes share one table, one numbering scheme each, and one page and PDF layout. */
export const taxDocumentKinds = ["invoice", "credit_note"] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

type Bilingual = Record<Locale, string>;

/** One goods line as issued: amounts in integer fils, VAT rounded on the line (after its share of any discount). */
export type SnapshotLine = {
  title: Bilingual;
  quantity: number;
  unitPriceFils: number;
  grossFils: number;
  discountFils: number;
  netFils: number;
  vatFils: number;
};

/**
 * Everything an issued invoice or credit note shows, frozen when it is issued: the page and the PDF read only this,
 * so a later catalogue edit, a change to content/merchant.ts or the erasure of the shopper's account never changes a
 * document already issued (the FTA expects them kept unchanged for five years). Written once, never updated.
 */
export type InvoiceSnapshot = {
  version: 1;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  /** The shop language of the order: the e-mailed PDF is written in it; the page follows the visitor's language. */
  locale: Locale;
  /** false: a plain receipt, with no TRN and no VAT (a shop not registered for VAT). */
  vatRegistered: boolean;
  vatRatePercent: number;
  currency: string;
  merchant: { legalName: Bilingual; address: Record<Locale, string[]>; trn: string | null; tradeLicence: string };
  customer: { name: string; addressLines: string[] };
  orderNumber: string;
  /** A credit note names the invoice it cancels, or corrects when it gives back part of it. */
  creditsInvoiceNumber: string | null;
  /** A refund's credit note: it corrects part of the invoice (or the rest of it), for the owner's reason. */
  refund?: { reason: string };
  lines: SnapshotLine[];
  shipping: { grossFils: number; vatFils: number };
  /** A cash-on-delivery order's fee, its own line; absent when none was charged (and on documents from before it). */
  codFee?: { grossFils: number; vatFils: number };
  discount: { code: string | null; fils: number };
  subtotalFils: number;
  totalFils: number;
  vatFils: number;
};
