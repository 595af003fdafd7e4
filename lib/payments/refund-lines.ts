import type { RefundedLines } from "@/lib/db/schema";
import type { InvoiceSnapshot, SnapshotLine } from "@/lib/invoices/snapshot";

/**
 * What the invoice charged for getting the parcel to the door: the delivery fee and a cash-on-delivery order's fee.
 * They go back together, when the returns policy gives the delivery fee back (content/policies.ts), or not at all.
 */
export const deliveryChargesFils = (invoice: Pick<InvoiceSnapshot, "shipping" | "codFee">) =>
  invoice.shipping.grossFils + (invoice.codFee?.grossFils ?? 0);

/** Units of each invoice line already given back, and whether the shipping (and any COD fee) was. */
export type RefundedSoFar = { units: number[]; shipping: boolean };

export function refundedSoFar(invoice: InvoiceSnapshot, refunds: readonly RefundedLines[]): RefundedSoFar {
  const units = invoice.lines.map(() => 0);
  let shipping = false;
  for (const refund of refunds) {
    for (const { index, quantity } of refund.lines) units[index] = (units[index] ?? 0) + quantity;
    shipping ||= refund.shipping;
  }
  return { units, shipping };
}

/** What is still there to give back: every unit and the shipping not yet refunded. */
export function everythingLeft(invoice: InvoiceSnapshot, soFar: RefundedSoFar): RefundedLines {
  return {
    lines: invoice.lines
      .map((line, index) => ({ index, quantity: line.quantity - (soFar.units[index] ?? 0) }))
      .filter((line) => line.quantity > 0),
    shipping: !soFar.shipping && deliveryChargesFils(invoice) > 0,
  };
}

export type RefundRefusal = "nothing_chosen" | "more_than_left";

/**
 * The credited lines of a refund. Each figure is the line's share for the units refunded so far plus these, less its
 * share for the units before (each share rounded to the fils), so refunds of a line in several parts add up to the
 * invoice line exactly, VAT included, and the last unit takes the rounding.
 */
export function creditedLines(
  invoice: InvoiceSnapshot,
  soFar: RefundedSoFar,
  request: RefundedLines,
): { ok: true; lines: SnapshotLine[] } | { ok: false; reason: RefundRefusal } {
  const chosen = request.lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0 && !request.shipping) return { ok: false, reason: "nothing_chosen" };
  if (request.shipping && (soFar.shipping || deliveryChargesFils(invoice) === 0))
    return { ok: false, reason: "more_than_left" };
  const lines: SnapshotLine[] = [];
  for (const { index, quantity } of chosen) {
    const line = invoice.lines[index];
    const before = soFar.units[index] ?? 0;
    if (!line || before + quantity > line.quantity) return { ok: false, reason: "more_than_left" };
    const share = (fils: number) =>
      Math.round((fils * (before + quantity)) / line.quantity) - Math.round((fils * before) / line.quantity);
    lines.push({
      title: line.title,
      quantity,
      unitPriceFils: line.unitPriceFils,
      grossFils: share(line.grossFils),
      discountFils: share(line.discountFils),
      netFils: share(line.netFils),
      vatFils: share(line.vatFils),
    });
  }
  return { ok: true, lines };
}

/** What a refund gives back: its credited lines after their share of the discount, and the shipping if refunded. */
export function creditedTotalFils(invoice: InvoiceSnapshot, lines: readonly SnapshotLine[], shipping: boolean): number {
  return lines.reduce((total, line) => total + line.netFils, 0) + (shipping ? deliveryChargesFils(invoice) : 0);
}

/** The credit note of a refund: the credited lines and, when refunded, the shipping, under its own number and date. */
export function refundCreditNoteSnapshot(
  invoice: InvoiceSnapshot,
  lines: SnapshotLine[],
  shipping: boolean,
  reason: string,
  number: string,
  issuedAt: Date,
): InvoiceSnapshot {
  const { codFee, ...invoiced } = invoice;
  const shippingPart = shipping ? invoice.shipping : { grossFils: 0, vatFils: 0 };
  const codFeePart = shipping && codFee ? codFee : null;
  const sum = (pick: (line: SnapshotLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    ...invoiced,
    ...(codFeePart && { codFee: codFeePart }),
    kind: "credit_note",
    number,
    issuedAt: issuedAt.toISOString(),
    creditsInvoiceNumber: invoice.number,
    refund: { reason },
    lines,
    shipping: shippingPart,
    discount: { code: invoice.discount.code, fils: sum((line) => line.discountFils) },
    subtotalFils: sum((line) => line.grossFils),
    totalFils: creditedTotalFils(invoice, lines, shipping),
    vatFils: sum((line) => line.vatFils) + shippingPart.vatFils + (codFeePart?.vatFils ?? 0),
  };
}
