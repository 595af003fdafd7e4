import type { Translation } from "@/lib/i18n/translation";

import type { layoutMessages as EnLayout, navigation as EnNavigation } from "../en/layout";

export const navigation: Translation<typeof EnNavigation> = [
  { href: "/collection", label: "المنتجات" },
  { href: "/bundles/matcha-ritual", label: "طقوس الماتشا" },
  { href: "/ingredients", label: "المكوّنات" },
  { href: "/reviews", label: "التقييمات" },
  { href: "/about", label: "من نحن" },
  { href: "/contact", label: "تواصل معنا" },
  { href: "/faq", label: "الأسئلة الشائعة" },
  { href: "/track-order", label: "تتبّع الطلب" },
];

export const layoutMessages: Translation<typeof EnLayout> = {
  skipToContent: "انتقل إلى المحتوى",
  mainNavigation: "القائمة الرئيسية",
  openMenu: "فتح القائمة",
  menuTitle: "القائمة",
  cart: "السلة",
  // The badge shows the figure, so the name says it as a figure too (axe: label-content-name-mismatch); "منتجان"
  // alone would hide the visible "2" from voice control.
  cartWithCount: (count: number) => `السلة، عدد المنتجات: ${count}`,
  footer: {
    shop: "تسوّق",
    help: "المساعدة",
    company: "الشركة",
    legal: "الشؤون القانونية",
    anchors: [
      { href: "/#products", label: "منتجاتنا" },
      { href: "/#about", label: "لماذا تختارنا" },
      { href: "/#reviews", label: "آراء عملائنا" },
      { href: "/#faq", label: "الأسئلة" },
      { href: "/#track", label: "تتبّع طلبك" },
    ],
    links: {
      help: [
        { href: "/shipping", label: "الشحن" },
        { href: "/returns", label: "الإرجاع" },
        { href: "/faq", label: "الأسئلة الشائعة" },
        { href: "/track-order", label: "تتبّع الطلب" },
        { href: "/contact", label: "تواصل معنا" },
      ],
      company: [
        { href: "/about", label: "من نحن" },
        { href: "/ingredients", label: "المكوّنات" },
        { href: "/reviews", label: "التقييمات" },
      ],
      legal: [
        { href: "/privacy", label: "سياسة الخصوصية" },
        { href: "/terms", label: "شروط الخدمة" },
      ],
    },
    rights: (year: number, name: string) => `© ${year} ${name}. جميع الحقوق محفوظة.`,
  },
};
