import type { Translation } from "@/lib/i18n/translation";
import type { orderCancellationMessages as en } from "../en/order-cancellation";

/** رسالة إلغاء الطلب التي تصل إلى المتسوّق عندما يلغي المتجر طلب الدفع عند الاستلام. */
export const orderCancellationMessages: Translation<typeof en> = {
  subject: (orderNumber: string) => `تم إلغاء طلبك ${orderNumber}`,
  greeting: (name: string | null) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
  intro: (orderNumber: string) => `نأسف لإبلاغك بأنه تم إلغاء طلبك ${orderNumber}.`,
  reason: "السبب",
  noPayment: "لا يترتّب عليك أي مبلغ: كان الطلب سيُدفع نقدًا عند الاستلام، ولن يتصل بك أي مندوب توصيل.",
  questions: "إن كان لديك أي سؤال، ردّ على هذه الرسالة أو راسلنا عبر صفحة التواصل:",
  signOff: (shop: string) => `مع اعتذارنا، ${shop}.`,
  creditNote: (number: string) => `يلغي إشعار الدائن ${number} فاتورتك، وهو مرفق بهذه الرسالة.`,
  refused: {
    subject: (orderNumber: string) => `عاد إلينا طلبك ${orderNumber}`,
    intro: (orderNumber: string) => `أعاد مندوب التوصيل طلبك ${orderNumber} إلينا: فقد رُفض عند الاستلام.`,
    noPayment: "لا يترتّب عليك أي مبلغ. إن كان ذلك عن غير قصد، يسعدنا أن تطلب مرة أخرى.",
  },
};
