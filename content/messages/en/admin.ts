/** Texts shared by every back-office page: navigation, paging, the generic action outcomes. */
export const adminMessages = {
  navLabel: "Back office",
  nav: [
    { href: "/admin/orders", label: "Orders" },
    { href: "/admin/reviews", label: "Reviews" },
    { href: "/admin/messages", label: "Messages" },
    { href: "/admin/subscribers", label: "Subscribers" },
    { href: "/admin/outbox", label: "Outbox" },
    { href: "/admin/audit", label: "Audit log" },
  ],
  paging: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    position: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  unexpected: "Something went wrong. Please try again.",
  invalidRequest: "That request was not valid. Please reload the page and try again.",
  dateTime: (date: Date) => date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" }) + " GST",
} as const;
