/** Texts of the review queue, the contact inbox, subscribers, outbox and audit log pages. */
export const adminReviewMessages = {
  title: "Reviews awaiting moderation",
  caption: (count: number) => `${count} pending ${count === 1 ? "review" : "reviews"}`,
  empty: "No reviews are waiting. New reviews appear here before they are published.",
  by: (name: string, email: string) => `${name} <${email}>`,
  recommends: { yes: "Recommends it", no: "Does not recommend it", maybe: "Might recommend it" },
  approve: "Approve",
  reject: "Reject",
  approved: "Review approved: it now shows on the reviews page and the product page.",
  rejected: "Review rejected: it will not be published.",
  alreadyModerated: "This review was already moderated.",
  notFound: "This review no longer exists.",
} as const;

export const adminContactMessages = {
  title: "Contact messages",
  filters: { new: "New", handled: "Handled", all: "All", "data-requests": "Data requests" },
  dataRequestsIntro:
    "Requests about personal data (a copy, a correction or erasure) from people without an account. Answer each one promptly and keep a note of the reply.",
  filterLabel: "Show",
  table: {
    caption: (total: number) => `${total} ${total === 1 ? "message" : "messages"}`,
    from: "From",
    subject: "Subject",
    received: "Received",
    status: "Status",
    empty: "No messages here.",
  },
  statuses: { new: "New", handled: "Handled" },
  view: {
    back: "All messages",
    from: "From",
    email: "E-mail",
    phone: "Phone",
    received: "Received",
    handledAt: "Handled",
    reply: "Reply by e-mail",
  },
  markHandled: "Mark handled",
  handled: "Message marked as handled.",
  alreadyHandled: "This message was already handled.",
  notFound: "This message no longer exists.",
} as const;

export const adminSubscriberMessages = {
  title: "Newsletter subscribers",
  export: "Export CSV",
  table: {
    caption: (total: number) => `${total} ${total === 1 ? "subscriber" : "subscribers"}`,
    email: "E-mail",
    source: "Signed up via",
    consented: "Consented",
    confirmed: "Confirmed",
    unsubscribed: "Unsubscribed",
    empty: "No subscribers yet.",
  },
  sources: { inline: "Newsletter form", popup: "Pop-up" },
  /**
   * The export is the list to mail: consent withdrawn is consent gone, and an address nobody confirmed from the
   * welcome e-mail may be a stranger's typing. It leaves both out and says so.
   */
  leftOut: ({ unsubscribed, unconfirmed }: { unsubscribed: number; unconfirmed: number }) => {
    const addresses = (count: number) => `${count} ${count === 1 ? "address" : "addresses"}`;
    const parts = [
      ...(unconfirmed > 0 ? [`${addresses(unconfirmed)} not confirmed from the welcome e-mail yet`] : []),
      ...(unsubscribed > 0 ? [`${addresses(unsubscribed)} that unsubscribed`] : []),
    ];
    return parts.length === 0
      ? "The export holds every subscriber: all confirmed, nobody has unsubscribed."
      : `The export holds confirmed subscribers only. It leaves out ${parts.join(" and ")}.`;
  },
  csvHeader: ["email", "source", "consented_at", "confirmed_at", "created_at"],
} as const;

export const adminOutboxMessages = {
  title: "E-mail outbox",
  intro: "E-mails that failed or are still waiting to be delivered. Retry puts one back in line and sends it now.",
  table: {
    caption: (total: number) => `${total} ${total === 1 ? "e-mail" : "e-mails"} not delivered`,
    to: "To",
    subject: "Subject",
    kind: "Kind",
    status: "Status",
    attempts: "Attempts",
    lastError: "Last error",
    nextAttempt: "Next attempt",
    actions: "Actions",
    empty: "Every e-mail has been delivered.",
  },
  statuses: { pending: "Pending", failed: "Failed", sent: "Sent" },
  retry: "Retry",
  sent: "Delivered.",
  queued: "Back in line; it will be delivered as soon as the mail server accepts it.",
  refused: (reason: string) => `Still not sent. ${reason}. Fix the cause, then retry.`,
  notRetryable: "This e-mail was already delivered or no longer exists.",
} as const;

export const adminAuditMessages = {
  title: "Audit log",
  table: {
    caption: "Back-office actions, newest first",
    when: "When",
    who: "Account",
    what: "What happened",
    empty: "Nothing recorded yet.",
  },
} as const;
