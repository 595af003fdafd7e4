export const navigation = [
  { href: "/collection", label: "Products" },
  { href: "/bundles/matcha-ritual", label: "Matcha Ritual" },
  { href: "/ingredients", label: "Ingredients" },
  { href: "/reviews", label: "Reviews" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/faq", label: "FAQ" },
  { href: "/track-order", label: "Track Order" },
] as const;

export const layoutMessages = {
  skipToContent: "Skip to content",
  mainNavigation: "Main navigation",
  openMenu: "Open menu",
  menuTitle: "Menu",
  cart: "Cart",
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`,
  footer: {
    shop: "Shop",
    help: "Help",
    company: "Company",
    legal: "Legal",
    anchors: [
      { href: "/#products", label: "Our Products" },
      { href: "/#about", label: "Why Choose Us" },
      { href: "/#reviews", label: "Customer Love" },
      { href: "/#faq", label: "Questions" },
      { href: "/#track", label: "Track Your Order" },
    ],
    links: {
      help: [
        { href: "/shipping", label: "Shipping" },
        { href: "/returns", label: "Returns" },
        { href: "/faq", label: "FAQ" },
        { href: "/track-order", label: "Track Order" },
        { href: "/contact", label: "Contact" },
      ],
      company: [
        { href: "/about", label: "About" },
        { href: "/ingredients", label: "Ingredients" },
        { href: "/reviews", label: "Reviews" },
      ],
      legal: [
        { href: "/privacy", label: "Privacy Policy" },
        { href: "/terms", label: "Terms of Service" },
      ],
    },
    rights: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },
} as const;
