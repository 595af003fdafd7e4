import type { phoneConfirmationMessages as en } from "../en/phone-confirmation";
import type { Translation } from "@/lib/i18n/translation";

export const phoneConfirmationMessages: Translation<typeof en> = {
  title: "أكّد طلبك عبر الهاتف",
  sentTo: (maskedPhone) => `أرسلنا رمزًا من 6 أرقام إلى ${maskedPhone}. أدخله لتأكيد طلبك.`,
  notSent: "تعذّر إرسال رمز إلى هاتفك. سنتصل بك لتأكيد طلبك قبل شحنه.",
  codeLabel: "الرمز المكوّن من 6 أرقام",
  codeHint: "صالح لمدة 5 دقائق.",
  submit: "تأكيد الطلب",
  resend: "إرسال رمز جديد",
  confirmed: "تم تأكيد طلبك. شكرًا لك!",
  confirmedTitle: "تم تأكيد الطلب عبر الهاتف",
  codeSent: (maskedPhone) => `رمز جديد في طريقه إلى ${maskedPhone}.`,
  refusals: {
    invalid: "يرجى إدخال الرمز المكوّن من 6 أرقام الوارد في الرسالة.",
    throttled: "محاولات كثيرة. يرجى الانتظار قليلًا، وسنتصل بك لتأكيد الطلب إن لزم الأمر.",
    unexpected: "حدث خطأ ما. يرجى المحاولة مرة أخرى.",
    not_found: "لم نعثر على هذا الطلب.",
    not_open: "لم يعد بالإمكان تأكيد هذا الطلب.",
    wrong_code: "الرمز غير صحيح.",
    code_dead: "تجاوز هذا الرمز عدد المحاولات الخاطئة. يرجى طلب رمز جديد.",
    expired: "انتهت صلاحية هذا الرمز. يرجى طلب رمز جديد.",
    no_code: "لم يُرسل أي رمز بعد. يرجى طلب رمز جديد.",
    unavailable: "لا يمكننا إرسال الرموز أو التحقق منها الآن. سنتصل بك لتأكيد طلبك.",
    invalid_phone: "رقم الهاتف في الطلب ليس رقم جوال إماراتيًا، لذا سنتصل بك لتأكيد طلبك.",
  },
  wrongCode: (triesLeft) =>
    triesLeft === 1 ? "الرمز غير صحيح. تبقّت لك محاولة واحدة." : `الرمز غير صحيح. تبقّت ${triesLeft} محاولات.`,
  mailLine: "يرجى تأكيد طلبك بالرمز الذي أرسلناه إلى هاتفك، الآن أو لاحقًا، من صفحة طلبك:",
  notConfirmedReason: "لم يتم تأكيد الطلب عبر الهاتف في الوقت المحدد.",
};
