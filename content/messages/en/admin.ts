/** Texts of the back office shell; each tool's own page keeps its texts with its feature. */
export const adminMessages = {
  meta: { title: "Back office" },
  heading: "Back office",
  signedInAs: (email: string) => `Signed in as ${email}`,
  navLabel: "Back office",
  intro: "Tools for running the shop. Every action here is recorded with your name.",
  tools: [
    { href: "/admin/orders", title: "Orders", description: "Search orders, view one, mark local orders fulfilled with tracking." },
    { href: "/admin/reviews", title: "Reviews", description: "Approve or reject reviews waiting for moderation." },
    { href: "/admin/messages", title: "Messages", description: "Contact messages: read them and mark them handled." },
    { href: "/admin/subscribers", title: "Subscribers", description: "Newsletter subscribers and their CSV export." },
    { href: "/admin/outbox", title: "Outbox", description: "E-mails that failed to send, and retrying them." },
    { href: "/admin/audit", title: "Audit log", description: "Who did what in the back office, and when." },
    { href: "/admin/image-generator", title: "Image generator", description: "Generate product imagery from a prompt." },
    { href: "/admin/image-cropper", title: "Image cropper", description: "Crop a hero image and download it as PNG." },
  ],
} as const;
