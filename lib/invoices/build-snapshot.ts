import { sellableItemIn } from "@/content/localized";
import type { Merchant } from "@/content/merchant";
import type { Address } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { discountedLinesOf } from "@/lib/discounts/discount-terms";
import { codFeeVatFils } from "@/lib/orders/cod-fee";
import { orderVat, toFils } from "@/lib/tax/vat";
import type { InvoiceSnapshot } from "./snapshot";

/** What a placed order hands the invoice: amounts in AED as the orders table holds them. */
export type InvoicedOrder = {
  orderNumber: string;
  customerName: string;
  address: Address;
  locale: Locale;
  currency: string;
  items: { merchandiseId: string | null; title: string; quantity: number; price: number; totalPrice: number }[];
  discountCode: string | null;
  discount: number;
  /** The chosen products an owner-made code took its discount off; null or absent for the whole cart. */
  discountProductIds?: readonly string[] | null;
  shipping: number;
  /** A cash-on-delivery order's fee (AED); absent or 0 when none was charged. */
  codFee?: number;
};

const titleIn = (item: InvoicedOrder["items"][number], locale: Locale) =>
  (item.merchandiseId ? sellableItemIn(item.merchandiseId, locale)?.title : undefined) ?? item.title;

function addressLinesOf(address: Address): string[] {
  return [
    address.address1,
    address.address2,
    [address.city, address.province].filter(Boolean).join(", "),
    address.country,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The invoice of an order as it is placed: each line's VAT (after its share of the discount), the shipping's and the
 * cash-on-delivery fee's VAT rounded on their own by lib/tax/vat.ts, the merchant's details as content/merchant.ts states them today, and the
 * titles in both languages, so the document reads the same in either language for as long as it is kept.
 */
export function buildInvoiceSnapshot(
  order: InvoicedOrder,
  settings: Merchant,
  number: string,
  issuedAt: Date,
): InvoiceSnapshot {
  const ratePercent = settings.vatRegistered ? settings.vatRatePercent : 0;
  const breakdown = orderVat({
    lineFils: order.items.map((item) => toFils(item.totalPrice)),
    discountFils: toFils(order.discount),
    shippingFils: toFils(order.shipping),
    ratePercent,
    discountedLines: discountedLinesOf(order.items, order.discountProductIds),
  });
  const codFeeFils = toFils(order.codFee ?? 0);
  const codFee = { grossFils: codFeeFils, vatFils: codFeeVatFils(codFeeFils, settings) };
  return {
    version: 1,
    kind: "invoice",
    number,
    issuedAt: issuedAt.toISOString(),
    locale: order.locale,
    vatRegistered: settings.vatRegistered,
    vatRatePercent: ratePercent,
    currency: order.currency,
    merchant: {
      legalName: { ...settings.legalName },
      address: { en: [...settings.address.en], ar: [...settings.address.ar] },
      trn: settings.vatRegistered ? settings.trn : null,
      tradeLicence: settings.tradeLicence.number,
    },
    customer: { name: order.customerName, addressLines: addressLinesOf(order.address) },
    orderNumber: order.orderNumber,
    creditsInvoiceNumber: null,
    lines: order.items.map((item, index) => {
      const line = breakdown.lines[index]!;
      return {
        title: { en: titleIn(item, "en"), ar: titleIn(item, "ar") },
        quantity: item.quantity,
        unitPriceFils: toFils(item.price),
        grossFils: line.grossFils,
        discountFils: line.discountFils,
        netFils: line.netGrossFils,
        vatFils: line.vatFils,
      };
    }),
    shipping: { grossFils: breakdown.shipping.grossFils, vatFils: breakdown.shipping.vatFils },
    ...(codFeeFils > 0 && { codFee }),
    discount: { code: order.discountCode, fils: toFils(order.discount) },
    subtotalFils: breakdown.lines.reduce((sum, line) => sum + line.grossFils, 0),
    totalFils: breakdown.totalFils + codFee.grossFils,
    vatFils: breakdown.vatFils + codFee.vatFils,
  };
}

/** A credit note reverses its invoice in full: the same lines and amounts, under its own number and date. */
export function creditNoteSnapshot(invoice: InvoiceSnapshot, number: string, issuedAt: Date): InvoiceSnapshot {
  return {
    ...invoice,
    kind: "credit_note",
    number,
    issuedAt: issuedAt.toISOString(),
    creditsInvoiceNumber: invoice.number,
  };
}
