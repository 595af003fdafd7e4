import type { Translation } from "@/lib/i18n/translation";

import { arabicCount, endSentence } from "../../ar/grammar";
import { isolate } from "../../bidi";
import { policyText } from "../../copy/ar/policy-text";
import { policies } from "../../policies";
import type { cartMessages as En } from "../en/cart";

const { maxQuantityPerLine } = policies.cart;

const pieces = (count: number) => arabicCount(count, { one: "قطعة واحدة", two: "قطعتين", few: "قطع", many: "قطعة" });
const items = (count: number) => arabicCount(count, { one: "منتج واحد", two: "منتجان", few: "منتجات", many: "منتجًا" });

/** Texts of the cart: the specification's toasts and errors, then the labels of the cart screens. */
export const cartMessages: Translation<typeof En> = {
  added: {
    title: "تمت الإضافة إلى السلة!",
    description: (quantity: number, name: string) => `تمت إضافة ${quantity} × ${name} إلى سلتك.`,
  },
  bundleAdded: { title: "تمت إضافة المجموعة إلى السلة!", description: (name: string) => `تمت إضافة ${name} إلى سلتك.` },
  removed: { title: "تمت إزالة المنتج", description: "تمت إزالة المنتج من سلتك." },
  cleared: { title: "تم إفراغ السلة", description: "تمت إزالة جميع المنتجات من سلتك." },
  actionFailed: (action: string) => `تعذّر إتمام: ${action}`,
  unexpected: "حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.",
  notPurchasable: { title: "خطأ", description: "هذا المنتج غير متاح للشراء حاليًا." },
  addFailed: { title: "خطأ", description: "تعذّرت إضافة المنتج إلى السلة." },
  bundleAddFailed: { title: "خطأ", description: "تعذّرت إضافة المجموعة إلى السلة. يُرجى المحاولة مرة أخرى." },
  quantityLimit: `يمكنك شراء ${pieces(maxQuantityPerLine)} كحد أقصى من كل منتج في الطلب الواحد. للطلبات الأكبر، يُرجى التواصل معنا.`,
  stockLimit: "الكمية المطلوبة غير متوفرة في المخزون. يُرجى اختيار عدد أقل.",
  stockLimitOf: (title: string, inStock: number) =>
    inStock === 0 ? `نفدت كمية ${title}.` : `المتوفر من ${title} ${inStock} فقط في المخزون. يُرجى اختيار عدد أقل.`,
  tooManyCarts: "أنشأت عددًا كبيرًا من السلال في وقت قصير. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  awaitingPayment: {
    locked: "بدأت عملية الدفع لهذه السلة. أكملها، أو ألغِها من صفحة السلة لتعديل السلة.",
    title: "بدأت عملية الدفع",
    description: (orderNumber: string, until: string) =>
      `الطلب ${isolate(orderNumber)} بانتظار الدفع حتى ${isolate(until)} (بتوقيت الخليج). لا يمكن تعديل سلتك خلال ذلك.`,
    resume: "العودة إلى الدفع",
    cancel: "إلغاء الدفع وتعديل السلة",
    cancelled: "أُلغيت عملية الدفع ولم يُخصم أي مبلغ. يمكنك تعديل سلتك مجددًا.",
    ended: "انتهت عملية الدفع هذه بالفعل.",
  },
  comingSoon: { title: "قريبًا", description: "سيتوفر هذا المنتج قريبًا، وسنُعلمك فور توفره!" },
  noCheckoutUrl: "تعذّر الانتقال إلى صفحة الدفع. يُرجى إضافة منتجات إلى السلة أولًا.",
  invalidCheckoutUrl: "رابط الدفع غير صالح. يُرجى المحاولة مرة أخرى.",
  taxNote: {
    allIncluded: (ratePercent: number) => `جميع الأسعار تشمل ضريبة القيمة المضافة بنسبة ${ratePercent}%`,
    noVat: "أسعارنا لا تخضع لضريبة القيمة المضافة",
    atHostedCheckout: "تظهر أي ضرائب كما يحسبها Shopify عند الدفع",
  },
  unavailable: {
    title: "تعذّر تحميل سلتك",
    description: (reason: string) => `${reason}. منتجاتك محفوظة؛ يُرجى المحاولة مرة أخرى بعد قليل.`,
    retry: "حاول مرة أخرى",
    continueShopping: "متابعة التسوّق",
  },
  empty: {
    title: "سلتك فارغة",
    description: "اكتشف منتجاتنا بالماتشا وابحث عن روتينك المفضل الجديد.",
    shopAll: "تسوّق جميع المنتجات",
    continueShopping: "متابعة التسوّق",
  },

  addButton: { label: "أضف إلى السلة", adding: "جارٍ الإضافة…", comingSoon: "قريبًا", soldOut: "نفدت الكمية" },
  /** The action names that fill 'تعذّر إتمام: <action>'. */
  actions: { add: "إضافة إلى السلة", update: "تحديث", remove: "إزالة", clear: "إفراغ السلة" },
  announce: {
    updated: (count: number, total: string) => endSentence(`تم تحديث السلة: ${items(count)}، والإجمالي ${total}`),
    emptied: "سلتك فارغة الآن.",
  },
  page: {
    title: "سلة التسوّق",
    metaDescription: "راجع المنتجات في سلتك قبل إتمام الشراء.",
    itemsHeading: "المنتجات في سلتك",
    quantity: "الكمية",
    each: "للقطعة",
    lineTotal: "المجموع",
    decrease: (name: string) => `تقليل كمية ${name}`,
    increase: (name: string) => `زيادة كمية ${name}`,
    atLimit: `${pieces(maxQuantityPerLine)} كحد أقصى لكل طلب`,
    remove: (name: string) => `إزالة ${name} من السلة`,
    clearCart: "إفراغ السلة",
  },
  summary: {
    title: "ملخص الطلب",
    items: "المنتجات",
    proceedToCheckout: "المتابعة إلى الدفع",
    continueShopping: "متابعة التسوّق",
  },
  overCashOnDeliveryLimit: (excess: string) =>
    `الدفع عند الاستلام متاح للطلبات التي تقل عن ${isolate(policyText.aed(policies.cashOnDelivery.maxOrderTotal))}. أزل منتجات تزيد قيمتها على ${isolate(excess)} لإتمام هذا الطلب.`,
  chosenQuantityOverCashOnDeliveryLimit: (quantity: number, total: string) =>
    `الدفع عند الاستلام متاح للطلبات التي تقل عن ${isolate(policyText.aed(policies.cashOnDelivery.maxOrderTotal))}: بكمية ${quantity} من هذا المنتج يصبح طلبك ${isolate(total)}. اختر كمية أقل لإتمامه.`,
  payNowOverCashOnDeliveryLimit: (methods: string) =>
    `تُدفع الطلبات التي تبلغ ${isolate(policyText.aed(policies.cashOnDelivery.maxOrderTotal))} أو أكثر إلكترونيًا (${methods})؛ ستدفع قيمة هذا الطلب عند إتمام الطلب.`,
  /** The discount code field under the cart summary, and what the checkout says about a code. */
  discount: {
    label: "كود الخصم",
    hint: "لديك كود خصم أو كود ترحيبي من نشرتنا البريدية؟ أدخله هنا.",
    apply: "تطبيق",
    applying: "جارٍ التطبيق...",
    remove: "إزالة",
    removing: "جارٍ الإزالة...",
    line: (code: string) => `الخصم (${code})`,
    applied: (code: string) => `تم تطبيق كود الخصم ${code}.`,
    removed: "تمت إزالة كود الخصم.",
    errors: {
      required: "يُرجى إدخال كود الخصم.",
      unknown: "كود الخصم هذا غير موجود. يُرجى التحقق من الكود والمحاولة مرة أخرى.",
      used: "تم استخدام كود الخصم هذا من قبل. يمكن استخدام كل كود لطلب واحد فقط.",
      expired: "انتهت صلاحية كود الخصم هذا.",
      /** Double opt-in: a welcome code applies once its inbox confirmed the subscription from the welcome e-mail. */
      unconfirmed:
        "كود الترحيب هذا غير مفعّل بعد. افتح رسالة الترحيب التي أرسلناها إليك، وأكّد اشتراكك من الرابط الموجود فيها، ثم أدخل الكود مرة أخرى.",
      notApplicable: "لا يمكن تطبيق كود الخصم هذا على المنتجات الموجودة في سلتك.",
      /** The owner's own codes: their dates, minimum, limits and chosen products. */
      notStarted: "كود الخصم هذا غير مفعّل بعد. يُرجى المحاولة مرة أخرى عند بدء العرض.",
      minimum: (minimumFils: number) =>
        `يتطلب كود الخصم هذا طلبًا لا تقل قيمة منتجاته عن ${isolate(`${(minimumFils / 100).toFixed(2)} درهم`)}. أضف المزيد لاستخدامه.`,
      usedUp: "استُخدم كود الخصم هذا بالعدد الأقصى المسموح به، ولم يعد من الممكن استخدامه.",
      usedByYou: "لقد استخدمت كود الخصم هذا بالعدد الأقصى المسموح به لك.",
      noCart: "أضف منتجًا إلى سلتك قبل إدخال كود الخصم.",
      throttled: "محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
      /** At placement: another order used the code (or it ran out) meanwhile; it is taken off the cart. */
      usedAtCheckout:
        "تم استخدام كود الخصم في طلب آخر، لذا أزلناه من سلتك. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.",
      expiredAtCheckout:
        "انتهت صلاحية كود الخصم، لذا أزلناه من سلتك. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.",
      unconfirmedAtCheckout:
        "كود الترحيب غير مفعّل بعد، لذا أزلناه من سلتك. أكّد اشتراكك من رسالة الترحيب ثم أدخل الكود مرة أخرى، أو أرسل طلبك بدونه.",
      notStartedAtCheckout:
        "كود الخصم غير مفعّل بعد، لذا أزلناه من سلتك. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.",
      minimumAtCheckout: (minimumFils: number) =>
        `يتطلب كود الخصم طلبًا لا تقل قيمة منتجاته عن ${isolate(`${(minimumFils / 100).toFixed(2)} درهم`)}، لذا أزلناه من سلتك. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.`,
      usedUpAtCheckout:
        "نفد كود الخصم للتو بسبب طلبات أخرى، لذا أزلناه من سلتك. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.",
      usedByYouAtCheckout:
        "لقد استخدمت كود الخصم هذا بالعدد الأقصى المسموح به لك، لذا أزلناه من سلتك. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.",
      notApplicableAtCheckout:
        "لا ينطبق كود الخصم على المنتجات الموجودة في سلتك، لذا أزلناه. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.",
      unknownAtCheckout:
        "لم يعد كود الخصم صالحًا، لذا أزلناه من سلتك. يُرجى مراجعة الإجمالي الجديد وإرسال طلبك مرة أخرى.",
      /** At placement: a welcome code works only with the e-mail it was sent to; it stays on the cart, unused. */
      notOwnerAtCheckout:
        "لا يمكن استخدام كود الترحيب هذا إلا مع عنوان البريد الإلكتروني الذي أُرسل إليه. أدخل ذلك العنوان، أو أزل الكود من سلتك لإتمام الطلب بدونه.",
      notOwnerField: "استخدم عنوان البريد الإلكتروني الذي أُرسل إليه كود الترحيب.",
    },
  },
};
