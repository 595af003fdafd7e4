import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import { arabicCount, hourForms } from "../../ar/grammar";
import { policies } from "../../policies";
import type { orderEmailMessages as En } from "../en/order-email";

/** The order confirmation e-mail a cash-on-delivery shopper receives. */
export const orderEmailMessages: Translation<typeof En> = {
  subject: (orderNumber: string) => `تم تأكيد طلبك ${orderNumber} من ${brand.name}`,
  greeting: (name: string) => `مرحبًا ${name}،`,
  intro: (orderNumber: string) =>
    `شكرًا لطلبك! استلمنا الطلب ${orderNumber} وسنشحنه خلال ${arabicCount(policies.shipping.dispatchWithinHours, hourForms)}.`,
  estimatedDelivery: (date: string) => `موعد التوصيل المتوقع: ${date}.`,
  payment: "طريقة الدفع: الدفع عند الاستلام. يُرجى تجهيز المبلغ الإجمالي عند وصول المندوب.",
  paidOnline: (method: string | null) =>
    `طريقة الدفع: مدفوع إلكترونيًا${method ? ` (${method})` : ""}. لا يُستحق أي مبلغ عند الاستلام.`,
  itemsTitle: "منتجاتك",
  line: (quantity: number, title: string, lineTotal: string) => `${quantity} × ${title}: ${lineTotal}`,
  subtotal: "المجموع الفرعي",
  discount: (code: string) => `الخصم (${code})`,
  shipping: "الشحن",
  codFee: "رسوم الدفع عند الاستلام",
  free: "مجاني",
  total: "الإجمالي المستحق عند الاستلام",
  vatIncluded: "ضريبة القيمة المضافة المشمولة",
  addressTitle: "عنوان التوصيل",
  viewOrder: "عرض طلبك",
  viewOrderText: "يمكنك الاطلاع على طلبك في أي وقت من هنا (احتفظ بهذا الرابط لنفسك):",
  trackTitle: "تتبّع طلبك",
  track: (orderNumber: string, email: string) =>
    `أدخل رقم طلبك ${orderNumber} وبريدك الإلكتروني ${email} في صفحة تتبّع الطلبات:`,
  questions: `لديك أسئلة؟ ما عليك إلا الرد على هذه الرسالة أو الكتابة إلينا على ${brand.contactEmail}.`,
  signature: `فريق ${brand.name}`,
};
