import type { Translation } from "@/lib/i18n/translation";

import type { shippingNoticeMessages as En } from "../en/shipping-notice";

/** The shipping e-mail a shopper receives when a cash-on-delivery order is handed to the carrier. */
export const shippingNoticeMessages: Translation<typeof En> = {
  subject: (orderNumber: string) => `طلبك ${orderNumber} في الطريق إليك`,
  greeting: (name: string | null) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
  intro: (orderNumber: string) => `أخبار سارة: تم تسليم طلبك ${orderNumber} إلى شركة الشحن.`,
  carrier: "شركة الشحن",
  trackingNumber: "رقم التتبّع",
  trackingLink: "تتبّع شحنتك",
  trackOrder: "يمكنك أيضًا الاطلاع على طلبك في أي وقت من صفحة تتبّع الطلبات باستخدام بريدك الإلكتروني ورقم الطلب:",
  payment: "يُرجى تجهيز المبلغ المستحق للمندوب، فطلبك يُدفع نقدًا عند الاستلام.",
  total: "إجمالي الطلب",
  vatIncluded: "ضريبة القيمة المضافة المشمولة",
  signOff: (shop: string) => `شكرًا لتسوّقك من ${shop}.`,
};
