import { policyText as t } from "@/content/copy/ar/policy-text";
import type { Translation } from "@/lib/i18n/translation";
import type { refundEmailMessages as en } from "../en/refund-email";

/** الرسالة التي تصل إلى المتسوّق عندما يردّ المتجر مبلغ طلب مدفوع عبر الإنترنت كله أو بعضه. */
export const refundEmailMessages: Translation<typeof en> = {
  subject: (orderNumber: string) => `استرداد مبلغ طلبك ${orderNumber}`,
  greeting: (name: string) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
  intro: (amount: string, orderNumber: string) => `رددنا إليك ${amount} من قيمة طلبك ${orderNumber}.`,
  reason: "السبب",
  timing: `يعود المبلغ بطريقة الدفع نفسها: يظهر على البطاقة عادةً خلال ${t.refundCard}، وفي المحفظة خلال ${t.refundWallet}.`,
  creditNote: (number: string) =>
    `يصحّح إشعار الدائن ${number} فاتورتك الضريبية، وهو مرفق بهذه الرسالة ويمكنك الاطلاع عليه هنا أيضًا:`,
  signOff: (shop: string) => `مع الشكر، ${shop}.`,
};
