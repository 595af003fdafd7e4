/** What the audit page knows of one entry, read from the row, its actor and the order it names. */
export type AuditWordsInput = {
  action: string;
  who: string;
  /** The order's number when the entry is about an order ("#1004"). */
  orderNumber: string | null;
  /** What was acted on, e.g. 'catalogue:matcha-pure-cleanser'. */
  target: string | null;
  details: Record<string, unknown> | null;
  /** Fils as the back office writes money ("AED 239.00"). */
  aed: (fils: number) => string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" ? value : 0);
const order = (entry: AuditWordsInput) => `order ${entry.orderNumber ?? text(entry.details?.orderNumber)}`.trim();

/** The catalogue's fields as the owner calls them on /admin/catalogue. */
const catalogueFields: Record<string, string> = {
  priceFils: "price",
  originalPriceFils: "original price",
  stock: "stock",
  lowStockThreshold: "low-stock alert",
  comingSoon: "coming soon",
  comingSoonDate: "coming-soon date",
  active: "listing",
  position: "listing order",
};

/** "price", "price and stock", "price, stock and listing": in the catalogue form's order, whatever order stored. */
const changedFields = (details: Record<string, unknown> | null) => {
  const changes = details?.changes;
  if (!changes || typeof changes !== "object") return "an entry";
  const known = Object.keys(catalogueFields);
  const names = Object.keys(changes)
    .sort((a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99))
    .map((field) => catalogueFields[field] ?? field);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "an entry");
};

/** Each back-office action as a sentence ("Amina confirmed order #1004"), never its code. */
const sentences: Record<string, (entry: AuditWordsInput) => string> = {
  "order.confirmed": (entry) => `${entry.who} confirmed ${order(entry)}`,
  "order.fulfilled": (entry) => {
    const courier = [text(entry.details?.trackingCompany), text(entry.details?.trackingNumber)].filter(Boolean);
    return `${entry.who} shipped ${order(entry)}${courier.length ? ` with ${courier.join(" ")}` : ""}`;
  },
  "order.delivered": (entry) =>
    `${entry.who} marked ${order(entry)} delivered, ${entry.aed(num(entry.details?.cashCollectedFils))} collected`,
  "order.cancelled": (entry) =>
    `${entry.who} cancelled ${order(entry)}${entry.details?.reason ? `: “${text(entry.details.reason)}”` : ""}`,
  "order.refused": (entry) => `${entry.who} recorded ${order(entry)} as refused at the door`,
  "order.refunded": (entry) =>
    `${entry.who} refunded ${entry.aed(num(entry.details?.amountFils))} of ${order(entry)} (credit note ${text(entry.details?.creditNote)})`,
  "order.note_added": (entry) => `${entry.who} added a note to ${order(entry)}`,
  "customer.note_added": (entry) => `${entry.who} added a note to a customer`,
  "customer.cod_hold_lifted": (entry) => `${entry.who} offered cash on delivery again to a customer`,
  "return.approved": (entry) => `${entry.who} approved return ${text(entry.details?.returnNumber)} of ${order(entry)}`,
  "return.rejected": (entry) =>
    `${entry.who} declined return ${text(entry.details?.returnNumber)} of ${order(entry)}: “${text(entry.details?.reason)}”`,
  "return.received": (entry) =>
    `${entry.who} received return ${text(entry.details?.returnNumber)} of ${order(entry)} (${num(entry.details?.restocked)} restocked, ${num(entry.details?.damaged)} damaged)`,
  "return.refunded": (entry) =>
    `${entry.who} refunded ${entry.aed(num(entry.details?.amountFils))} for return ${text(entry.details?.returnNumber)} of ${order(entry)}`,
  "orders.exported": (entry) => `${entry.who} exported ${num(entry.details?.count)} orders as CSV`,
  "orders.manifest_exported": (entry) =>
    `${entry.who} downloaded the courier manifest of ${num(entry.details?.count)} orders`,
  "reports.vat_exported": (entry) =>
    `${entry.who} downloaded the VAT report for ${text(entry.details?.from)} to ${text(entry.details?.to)}`,
  "review.approved": (entry) =>
    `${entry.who} approved a ${num(entry.details?.rating)}-star review of ${text(entry.details?.product)}`,
  "review.rejected": (entry) =>
    `${entry.who} rejected a ${num(entry.details?.rating)}-star review of ${text(entry.details?.product)}`,
  "contact_message.handled": (entry) => `${entry.who} marked the message “${text(entry.details?.subject)}” handled`,
  "subscribers.exported": (entry) => `${entry.who} exported the newsletter subscribers as CSV`,
  "outbox_email.retried": (entry) => `${entry.who} retried an e-mail from the outbox`,
  "invoice.resent": (entry) => `${entry.who} re-sent ${text(entry.details?.number)} to the shopper`,
  "catalogue.updated": (entry) =>
    `${entry.who} changed the ${changedFields(entry.details)} of ${entry.target?.replace(/^catalogue:/, "") ?? "an entry"} in the catalogue`,
  "discount_code.created": (entry) => `${entry.who} created the discount code ${text(entry.details?.code)}`,
  "discount_code.updated": (entry) => `${entry.who} changed the discount code ${text(entry.details?.code)}`,
  "discount_code.deactivated": (entry) => `${entry.who} switched off the discount code ${text(entry.details?.code)}`,
  "discount_code.activated": (entry) => `${entry.who} switched on the discount code ${text(entry.details?.code)}`,
  "account.data_exported": (entry) => `${entry.who} downloaded a copy of their account data`,
  "account.deleted": (entry) => `${entry.who} deleted their account`,
};

export const adminAuditWords = {
  sentence: (entry: AuditWordsInput) => sentences[entry.action]?.(entry) ?? `${entry.who}: ${entry.action}`,
  /** A shopper acting on their own data (the audit log keeps it under their rights). */
  shopper: (email: string | null) => (email ? `A shopper (${email})` : "A shopper"),
  openOrder: (orderNumber: string) => `Open order ${orderNumber}`,
} as const;
