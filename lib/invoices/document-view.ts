import { arabicPlaceNames } from "@/content/ar/place-names";
import { invoiceMessages } from "@/content/messages/invoice";
import { formatMoney, formatNumber, formatShopDate, type DigitStyle } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { InvoiceSnapshot } from "./snapshot";

type Row = { label: string; value: string };

/**
 * An issued document laid out as words in one language: the page (components/invoices) and the PDF
 * (lib/invoices/pdf) both draw this, so they can never say different things. Reads the frozen snapshot only.
 */
export type DocumentView = {
  locale: Locale;
  title: string;
  facts: Row[];
  supplier: { heading: string; name: string; addressLines: string[]; ids: Row[] };
  customer: { heading: string; name: string; addressLines: string[] };
  columns: string[];
  lines: string[][];
  totals: Row[];
  /** The figures the law asks for, also for tests: total including VAT and the VAT amount. */
  grandTotal: Row;
  vatTotal: Row | null;
  note: string;
};

/**
 * The customer's address lines as the snapshot froze them (the English record: "Al Barsha, Dubai", "United Arab
 * Emirates"), with the emirate and the country named in Arabic on an Arabic document; what the shopper typed
 * (street, area) stays as typed.
 */
function customerAddressIn(lines: string[], locale: Locale): string[] {
  if (locale !== "ar") return lines;
  return lines.map((line) => {
    const parts = line.split(", ");
    const named = parts.map((part) => arabicPlaceNames.get(part) ?? part);
    return named.some((part, index) => part !== parts[index]) ? named.join("، ") : line;
  });
}

/** `digits`: the PDF always writes Western digits (its faces and its simple right-to-left layout expect them). */
export function documentView(snapshot: InvoiceSnapshot, locale: Locale, digits?: DigitStyle): DocumentView {
  const text = invoiceMessages[locale];
  const money = (fils: number) => formatMoney(fils / 100, snapshot.currency, { locale, digits });
  const registered = snapshot.vatRegistered;
  const credit = snapshot.kind === "credit_note";
  const title = registered ? text.title[snapshot.kind] : text.title[credit ? "credit_receipt" : "receipt"];
  const facts: Row[] = [
    { label: text.number[snapshot.kind], value: snapshot.number },
    { label: text.date, value: formatShopDate(new Date(snapshot.issuedAt), { locale, digits, style: "medium" }) },
    { label: text.order, value: snapshot.orderNumber },
    ...(snapshot.creditsInvoiceNumber
      ? [
          {
            label: snapshot.refund ? text.correctsInvoice : text.creditsInvoice,
            value: snapshot.creditsInvoiceNumber,
          },
        ]
      : []),
    ...(snapshot.refund ? [{ label: text.refundReason, value: snapshot.refund.reason }] : []),
  ];
  const ids: Row[] = [
    ...(registered && snapshot.merchant.trn ? [{ label: text.trn, value: snapshot.merchant.trn }] : []),
    { label: text.tradeLicence, value: snapshot.merchant.tradeLicence },
  ];
  const vatColumn = registered ? [text.vat(snapshot.vatRatePercent)] : [];
  const lines = snapshot.lines.map((line) => [
    line.title[locale],
    formatNumber(line.quantity, { locale, digits }),
    money(line.unitPriceFils),
    money(line.grossFils),
    ...(registered ? [money(line.vatFils)] : []),
  ]);
  if (snapshot.shipping.grossFils > 0)
    lines.push([
      text.shipping,
      formatNumber(1, { locale, digits }),
      money(snapshot.shipping.grossFils),
      money(snapshot.shipping.grossFils),
      ...(registered ? [money(snapshot.shipping.vatFils)] : []),
    ]);
  if (snapshot.codFee && snapshot.codFee.grossFils > 0)
    lines.push([
      text.codFee,
      formatNumber(1, { locale, digits }),
      money(snapshot.codFee.grossFils),
      money(snapshot.codFee.grossFils),
      ...(registered ? [money(snapshot.codFee.vatFils)] : []),
    ]);
  const grandTotal = { label: registered ? text.total : text.totalNoVat, value: money(snapshot.totalFils) };
  const vatTotal = registered ? { label: text.vatTotal, value: money(snapshot.vatFils) } : null;
  return {
    locale,
    title,
    facts,
    supplier: {
      heading: text.supplier,
      name: snapshot.merchant.legalName[locale],
      addressLines: snapshot.merchant.address[locale],
      ids,
    },
    customer: {
      heading: text.customer,
      name: snapshot.customer.name,
      addressLines: customerAddressIn(snapshot.customer.addressLines, locale),
    },
    columns: [
      text.description,
      text.quantity,
      text.unitPrice,
      registered ? text.amount : text.amountNoVat,
      ...vatColumn,
    ],
    lines,
    totals: [
      { label: text.subtotal, value: money(snapshot.subtotalFils) },
      ...(snapshot.discount.fils > 0
        ? [{ label: text.discount(snapshot.discount.code), value: `−${money(snapshot.discount.fils)}` }]
        : []),
      { label: text.shipping, value: money(snapshot.shipping.grossFils) },
      ...(snapshot.codFee && snapshot.codFee.grossFils > 0
        ? [{ label: text.codFee, value: money(snapshot.codFee.grossFils) }]
        : []),
    ],
    grandTotal,
    vatTotal,
    note: registered ? text.pricesInclude(snapshot.vatRatePercent) : text.notRegistered,
  };
}
