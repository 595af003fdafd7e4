import { policyText as t } from "@/content/copy/ar/policy-text";
import type { Translation } from "@/lib/i18n/translation";
import type { returnRequestMessages as en } from "../en/return-requests";

/** طلب الإرجاع: الأسباب وحالات الطلب والرسائل المتعلقة به. */
export const returnRequestMessages: Translation<typeof en> = {
  reasons: {
    changed_mind: "غيّرت رأيي",
    not_as_expected: "المنتج ليس كما توقعت",
    skin_reaction: "تحسّست بشرتي منه",
    wrong_item: "وصلني منتج غير الذي طلبته",
    damaged_on_arrival: "وصل المنتج تالفًا",
  },
  states: {
    requested: "تم طلب الإرجاع",
    approved: "تمت الموافقة على الإرجاع: أرسل الطرد",
    received: "استلمنا الطرد: المبلغ في طريقه إليك",
    refunded: "تم ردّ المبلغ",
    rejected: "تم رفض الإرجاع",
  },
  section: {
    title: "الإرجاع",
    requestedOn: (returnNumber: string, date: string) => `${returnNumber}، بتاريخ ${date}`,
    lastDay: (date: string) => `يمكنك طلب إرجاع منتجات هذا الطلب حتى ${date}.`,
    closed: "انتهت مهلة الإرجاع لهذا الطلب.",
  },
  form: {
    title: "إرجاع منتجات",
    intro: "اختر عدد القطع التي تعيدها من كل منتج، وأخبرنا بالسبب.",
    units: (title: string, left: number) => `${title} (حتى ${left})`,
    reason: "السبب",
    chooseReason: "اختر سببًا",
    note: "هل هناك ما يجب أن نعرفه؟ (اختياري)",
    submit: "اطلب الإرجاع",
    submitting: "جارٍ الإرسال…",
    unreachable: "تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مجددًا.",
  },
  errors: {
    units: "أدخل عددًا صحيحًا من القطع.",
    reason: "اختر سببًا من القائمة.",
    noteTooLong: "يُرجى ألا تتجاوز الملاحظة 500 حرف.",
    summary: "يُرجى مراجعة الحقول المحدّدة.",
  },
  done: (returnNumber: string) => `تم طلب الإرجاع ${returnNumber}. أرسلنا إليك بريدًا بالرقم وبالخطوات التالية.`,
  refusals: {
    not_found: "لم نجد طلبًا بهذا البريد الإلكتروني ورقم الطلب.",
    not_delivered: "يمكن طلب الإرجاع بعد توصيل الطلب.",
    outside_window: `انتهت مهلة الإرجاع (${t.returnsWindow}) لهذا الطلب.`,
    nothing_chosen: "اختر منتجًا واحدًا على الأقل لإرجاعه.",
    more_than_left: "سبق طلب إرجاع هذه القطع: اختر ما تبقّى فقط.",
  },
  refundTiming: {
    bank_transfer: (reference: string) =>
      `أرسلناه بتحويل مصرفي (المرجع ${reference})، ويصل عادةً إلى حسابك خلال ${t.refundBankTransfer}.`,
    cash: (reference: string) => `سلّمناه إليك نقدًا (الإيصال ${reference}).`,
  },
  refundReason: (returnNumber: string) => `الإرجاع ${returnNumber}`,
  greeting: (name: string | null) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
  signOff: (shop: string) => `مع الشكر، ${shop}.`,
  requested: {
    subject: (returnNumber: string, orderNumber: string) => `طلب الإرجاع ${returnNumber} للطلب ${orderNumber}`,
    intro: (returnNumber: string) => `وصلنا طلب الإرجاع رقم ${returnNumber}:`,
    reason: "السبب",
    next: `الخطوة التالية: نردّ عليك ${t.replyWithin} بطريقة إرسال الطرد (عنوان للتسليم أو استلام عبر المندوب). يُرجى إبقاء المنتجات مغلقة في عبوتها الأصلية.`,
    track: "يمكنك متابعة الإرجاع في صفحة تتبّع الطلب:",
  },
  approved: {
    subject: (returnNumber: string) => `تمت الموافقة على الإرجاع ${returnNumber}: طريقة الإرسال`,
    intro: (returnNumber: string) => `تمت الموافقة على طلب الإرجاع ${returnNumber}.`,
    dropOff:
      "التسليم بنفسك: أحضر الطرد مكتوبًا عليه رقم الإرجاع إلى الاستوديو في دبي (العنوان أدناه)، من الأحد إلى الخميس، من 10:00 إلى 18:00.",
    pickUp: "الاستلام عبر المندوب: ردّ على هذه الرسالة بيوم ووقت يناسبانك ويستلم مندوبنا الطرد من عنوان التوصيل.",
    shipping: `${t.returnShippingPayer}، إلا إذا أرسلنا منتجًا غير الذي طلبته.`,
    refund: `عند وصول الطرد نفحصه ونردّ إليك المبلغ خلال ${t.returnProcessing}.`,
  },
  rejected: {
    subject: (returnNumber: string) => `تم رفض طلب الإرجاع ${returnNumber}`,
    intro: (returnNumber: string) => `نأسف، لا يمكننا قبول طلب الإرجاع ${returnNumber}.`,
    reason: "السبب",
    questions: "لديك سؤال؟ ردّ على هذه الرسالة أو راسلنا:",
  },
};
