import type { Translation } from "@/lib/i18n/translation";
import type { ownerMailMessages as english } from "../en/owner-mail";

/** رسائل المتجر إلى صاحبته بالعربية. */
export const ownerMailMessages: Translation<typeof english> = {
  newOrder: {
    subject: (orderNumber, total) => `طلب جديد ${orderNumber}: ${total}`,
    intro: (orderNumber) => `وصل طلب جديد ${orderNumber}.`,
    paidOnline: "مدفوع عبر الإنترنت.",
    cashOnDelivery: "الدفع عند الاستلام: يحصّل المندوب المبلغ الإجمالي.",
    customer: (name, city) => `العميل: ${name}، ${city}`,
    line: (quantity, title) => `${quantity} × ${title}`,
    total: (total) => `الإجمالي: ${total}`,
    open: "افتحيه في لوحة الإدارة:",
  },
  summary: {
    subject: (day) => `متجرك يوم ${day}`,
    intro: (day) => `هذا ملخص يوم ${day}.`,
    orders: (count, revenue) => `الطلبات: ${count}، بقيمة ${revenue}`,
    awaitingCash: (count, amount) => `نقد بانتظار التحصيل: ${amount} من ${count} طلبات مشحونة`,
    lowStock: "منتجات قليلة أو نفدت:",
    lowStockLine: (name, stock) => `- ${name}: بقي ${stock}`,
    noLowStock: "لا يوجد منتج قليل المخزون.",
    reviewsWaiting: (count) => `تقييمات بانتظار الموافقة: ${count}`,
    messagesWaiting: (count) => `رسائل بانتظار الرد: ${count}`,
    ordersTitle: "طلبات اليوم:",
    orderLine: (orderNumber, total, paidOnline) =>
      `- ${orderNumber}: ${total}${paidOnline ? " (مدفوع عبر الإنترنت)" : " (الدفع عند الاستلام)"}`,
    open: "لوحة المتابعة:",
  },
  stuckAlert: {
    subject: (count) => `الرسائل لا تُرسل: ${count} تنتظر منذ أكثر من ساعة`,
    body: (count, oldestSubject, since) =>
      `${count} رسالة تنتظر في صندوق الإرسال منذ أكثر من ساعة؛ أقدمها («${oldestSubject}») منذ ${since}. ` +
      "ربما خادم البريد متوقف أو يرفض دخول المتجر. راجعي إعدادات خادم البريد وصفحة صندوق الإرسال.",
    open: "صندوق الإرسال:",
  },
  failedAlert: {
    subject: (to) => `تعذّر إيصال رسالة طلب إلى ${to}`,
    body: (to, subject, reason) =>
      `فشلت الرسالة "${subject}" إلى ${to} نهائيًا: ${reason}. تواصلي مع العميل، أو أعيدي المحاولة من صندوق الإرسال.`,
    open: "صندوق الإرسال:",
  },
};
