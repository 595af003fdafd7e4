/** The e-mails the shop sends its owner (SHOP_OWNER_EMAIL) in her language (SHOP_OWNER_LOCALE). */
export const ownerMailMessages = {
  newOrder: {
    subject: (orderNumber: string, total: string) => `New order ${orderNumber}: ${total}`,
    intro: (orderNumber: string) => `A new order ${orderNumber} has come in.`,
    paidOnline: "Paid online.",
    cashOnDelivery: "Cash on delivery: the courier collects the total.",
    customer: (name: string, city: string) => `Customer: ${name}, ${city}`,
    line: (quantity: number, title: string) => `${quantity} × ${title}`,
    total: (total: string) => `Total: ${total}`,
    open: "Open it in the back office:",
  },
  summary: {
    subject: (day: string) => `Your shop on ${day}`,
    intro: (day: string) => `Here is how ${day} went.`,
    orders: (count: number, revenue: string) => `Orders: ${count}, worth ${revenue}`,
    awaitingCash: (count: number, amount: string) => `Cash awaiting collection: ${amount} from ${count} shipped orders`,
    lowStock: "Low or sold out:",
    lowStockLine: (name: string, stock: number) => `- ${name}: ${stock} left`,
    noLowStock: "No product is low on stock.",
    reviewsWaiting: (count: number) => `Reviews waiting for approval: ${count}`,
    messagesWaiting: (count: number) => `Messages waiting for a reply: ${count}`,
    ordersTitle: "The day's orders:",
    orderLine: (orderNumber: string, total: string, paidOnline: boolean) =>
      `- ${orderNumber}: ${total}${paidOnline ? " (paid online)" : " (cash on delivery)"}`,
    open: "The dashboard:",
  },
  stuckAlert: {
    subject: (count: number) => `E-mails are not going out: ${count} waiting over an hour`,
    body: (count: number, oldestSubject: string, since: string) =>
      `${count} e-mail(s) have waited in the outbox for more than an hour; the oldest ("${oldestSubject}") since ${since}. ` +
      "The mail server may be down or refusing the shop's sign-in. Check SMTP_URL and the outbox page.",
    open: "The outbox:",
  },
  failedAlert: {
    subject: (to: string) => `An order e-mail to ${to} could not be delivered`,
    body: (to: string, subject: string, reason: string) =>
      `The e-mail "${subject}" to ${to} failed for good: ${reason}. Contact the customer, or retry it from the outbox.`,
    open: "The outbox:",
  },
} as const;
