/** Texts of the back office shell and what every back-office page shares; each tool keeps its own texts with its feature. */
export const adminMessages = {
  meta: { title: "Back office" },
  heading: "Back office",
  signedInAs: (email: string) => `Signed in as ${email}`,
  /** The shop was built for another address than it is opened at (lib/admin/site-address.ts). */
  siteAddress: (linked: string, openedAt: string) =>
    `The shop's e-mails link to ${linked}, but you opened it at ${openedAt}. Set NEXT_PUBLIC_SITE_URL to the shop's address and build again (docs/deploy.md), or shoppers' links will not work.`,
  /** The back office's header links out of it (it has none of the shop's header, cart or popups). */
  shopLink: "View the shop",
  accountLink: "Your account",
  intro: "Tools for running the shop. Every action here is recorded with your name.",
  tools: [
    {
      href: "/admin/orders",
      title: "Orders",
      description: "Search orders, view one, mark local orders fulfilled with tracking.",
    },
    {
      href: "/admin/customers",
      title: "Customers",
      description: "Accounts and guest buyers: their orders, what they spent, refusals and notes.",
    },
    {
      href: "/admin/reports",
      title: "Reports",
      description: "The VAT report for a period, for your accountant.",
    },
    {
      href: "/admin/catalogue",
      title: "Catalogue",
      description: "Prices, stock, coming soon, what is listed and in which order.",
    },
    {
      href: "/admin/discounts",
      title: "Discounts",
      description: "Your own discount codes: percentage, amount or free delivery, dates, limits, what each sold.",
    },
    {
      href: "/admin/returns",
      title: "Returns",
      description: "Approve or decline shoppers' returns, receive the parcels, give the money back.",
    },
    { href: "/admin/reviews", title: "Reviews", description: "Approve or reject reviews waiting for moderation." },
    { href: "/admin/messages", title: "Messages", description: "Contact messages: read them and mark them handled." },
    { href: "/admin/subscribers", title: "Subscribers", description: "Newsletter subscribers and their CSV export." },
    { href: "/admin/outbox", title: "Outbox", description: "E-mails that failed to send, and retrying them." },
    { href: "/admin/audit", title: "Audit log", description: "Who did what in the back office, and when." },
    {
      href: "/admin/image-generator",
      title: "Image generator",
      description: "Generate product imagery from a prompt.",
    },
    { href: "/admin/image-cropper", title: "Image cropper", description: "Crop a hero image and download it as PNG." },
  ],
  /**
   * The back office's navigation on every page (a sidebar on a wide screen, a menu on a phone): each section that
   * exists, in the order an owner's day goes; the image tools under their own heading.
   */
  nav: [
    { href: "/admin", label: "Dashboard" },
    { href: "/admin/orders", label: "Orders" },
    { href: "/admin/customers", label: "Customers" },
    { href: "/admin/returns", label: "Returns" },
    { href: "/admin/catalogue", label: "Catalogue" },
    { href: "/admin/discounts", label: "Discounts" },
    { href: "/admin/invoices", label: "Invoices" },
    { href: "/admin/reports", label: "Reports" },
    { href: "/admin/reviews", label: "Reviews" },
    { href: "/admin/messages", label: "Messages" },
    { href: "/admin/subscribers", label: "Subscribers" },
    { href: "/admin/outbox", label: "Outbox" },
    { href: "/admin/audit", label: "Audit log" },
  ],
  toolsNav: {
    heading: "Tools",
    links: [
      { href: "/admin/image-generator", label: "Image generator" },
      { href: "/admin/image-cropper", label: "Image cropper" },
    ],
  },
  operationsNavLabel: "Back office",
  /** The phone's menu button, naming where the owner is. */
  menu: (current: string) => `Menu: ${current}`,
  paging: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    position: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  unexpected: "Something went wrong. Please try again.",
  invalidRequest: "That request was not valid. Please reload the page and try again.",
  throttled: "Too many attempts. Please wait a moment and try again.",
  dateTime: (date: Date) =>
    `${date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" })} GST`,
} as const;
