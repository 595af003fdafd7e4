import { gatewayDisplayNames, methodList } from "../../payment-methods";
import { policies } from "../../policies";
import {
  asOffer,
  gccDestinationsFor,
  paymentOfferFor,
  type CheckoutOffer,
  type CheckoutProvider,
} from "../../shop-promises";
import type { ShopPromiseText } from "../en/shop-promises";
import { arabicRangeNoun } from "../../ar/grammar";
import { policyText as t } from "./policy-text";

/** The Arabic payment and delivery sentences for one checkout provider; the same keys as content/copy/en/shop-promises.ts. */
export function buildShopPromiseText(checkout: CheckoutOffer | CheckoutProvider): ShopPromiseText {
  const offer = asOffer(checkout);
  const provider = offer.provider;
  const cashOnDelivery = paymentOfferFor(provider).kind === "cash-on-delivery";
  const online = offer.online && {
    methods: methodList("ar", offer.online.methods),
    gateway: gatewayDisplayNames[offer.online.gateway],
  };
  const codLimit = t.aed(policies.cashOnDelivery.maxOrderTotal);
  const gcc = gccDestinationsFor(provider);
  const gccNames = gcc.map((country) => country.nameAr).join("، ");
  const weekend = t.weekendProcessing;
  const businessDays = ({ min, max }: { min: number; max: number }) =>
    `${min}-${max} ${arabicRangeNoun(max, { singular: "يوم عمل", few: "أيام عمل", many: "يوم عمل" })}`;
  return {
    delivery: {
      rules: [
        `${t.sameDayProcessing} ونوصلها في اليوم التالي.`,
        `نجهّز الطلبات المقدَّمة بعد الساعة ${t.cutoff} في يوم العمل التالي.`,
        `${weekend}.`,
        "نجهّز الطلبات المقدَّمة في العطلات الرسمية في يوم العمل التالي.",
      ],
      faqAnswer: `${t.uaeDelivery}. ${t.sameDayProcessing} ونوصلها في اليوم التالي. ${weekend}.`,
    },
    payment: online
      ? {
          faqAnswer: `يمكنك الدفع إلكترونيًا (${online.methods}) عبر صفحة الدفع الآمنة لدى ${online.gateway}، أو نقدًا عند استلام طلبك. ${t.cashOnDelivery}، وتُدفع الطلبات الأكبر إلكترونيًا.`,
          shippingNote: `ادفع إلكترونيًا (${online.methods})، أو نقدًا عند استلام طلبك. ${t.cashOnDelivery}.`,
          terms: `يمكنك الدفع إلكترونيًا (${online.methods})، ويتولى ${online.gateway}، مزوّد خدمة الدفع لدينا، تحصيل المبلغ بالدرهم الإماراتي. ${t.cashOnDelivery}.`,
          privacy: `إذا دفعت إلكترونيًا، تُدخل بيانات الدفع في الصفحة الآمنة لدى ${online.gateway} التي تعالج الدفع نيابةً عنا، ولا نطّلع على هذه البيانات ولا نحفظها. وإذا دفعت نقدًا، فلا نطلب منك أي بيانات دفع.`,
          /** The checkout's trust line beside its badges; none under cash on delivery only (as before). */
          /** The product page, at or over the cash-on-delivery limit; none under cash only (the cart refuses). */
          overCashLimit: `تُدفع الطلبات التي تبلغ ${codLimit} أو أكثر إلكترونيًا (${online.methods}).` as string | null,
          checkoutBadge: `الدفع إلكترونيًا: ${online.methods}` as string | null,
          checkoutExplanation: `عند المتابعة تُدخل بيانات التوصيل وتختار طريقة الدفع: إلكترونيًا الآن (${online.methods})، أو نقدًا عند الاستلام (للطلبات التي تقل عن ${codLimit}). سلتك محفوظة، فيمكنك العودة في أي وقت.`,
        }
      : {
          faqAnswer: cashOnDelivery
            ? `تدفع نقدًا عند استلام طلبك. ${t.cashOnDelivery}.`
            : "تدفع عبر صفحة الدفع الآمنة، وهي تعرض كل طرق الدفع المتاحة قبل أن تؤكد طلبك.",
          shippingNote: cashOnDelivery
            ? `${t.cashOnDelivery}.`
            : "يتم الدفع عبر صفحة الدفع الآمنة، وهي تعرض طرق الدفع المتاحة قبل التأكيد.",
          terms: cashOnDelivery
            ? `${t.cashOnDelivery}.`
            : "يتم الدفع عبر صفحة الدفع الآمنة، وهي تعرض طرق الدفع المتاحة.",
          privacy: cashOnDelivery
            ? "تدفع نقدًا عند استلام طلبك، ولا نطلب منك أي بيانات دفع عبر الإنترنت."
            : "تتولى جهة الدفع لدينا معالجة المدفوعات، ولا نطّلع على بيانات الدفع الخاصة بك ولا نحفظها.",
          overCashLimit: null,
          checkoutBadge: null,
          checkoutExplanation: cashOnDelivery
            ? "عند المتابعة تُدخل بيانات التوصيل وتقدّم طلبك، وتدفع نقدًا عند استلامه. سلتك محفوظة، فيمكنك العودة في أي وقت."
            : "عند المتابعة، ستنتقل إلى صفحة الدفع الآمنة لإدخال بيانات التوصيل وتأكيد طلبك. سلتك محفوظة، ويمكنك العودة إليها في أي وقت.",
        },
    refunds: online
      ? {
          faqAnswer: `نعالج المرتجعات خلال ${t.returnProcessing}. إذا دفعت إلكترونيًا، يُعاد المبلغ بعدها إلى وسيلة الدفع التي استخدمتها (${online.methods}) خلال ${t.refundCard}؛ وإذا دفعت نقدًا، يصل المبلغ إلى حسابك البنكي خلال ${t.refundBankTransfer} أو إلى محفظتك الرقمية خلال ${t.refundWallet}.`,
          rows: [
            { method: `الدفع الإلكتروني (${online.methods})`, time: t.refundCard },
            { method: "الدفع نقدًا: التحويل البنكي", time: t.refundBankTransfer },
            { method: "الدفع نقدًا: المحافظ الرقمية", time: t.refundWallet },
          ],
          note: `تُعاد مبالغ الطلبات المدفوعة إلكترونيًا إلى وسيلة الدفع المستخدمة (${online.methods})، ومبالغ الطلبات المدفوعة نقدًا إلى حسابك البنكي أو محفظتك الرقمية، بعد معالجة المرتجع.`,
        }
      : {
          faqAnswer: cashOnDelivery
            ? `نعالج المرتجعات خلال ${t.returnProcessing}. وبما أنك دفعت نقدًا، يصل المبلغ المسترد بعدها إلى حسابك البنكي خلال ${t.refundBankTransfer} أو إلى محفظتك الرقمية خلال ${t.refundWallet}.`
            : `نعالج المرتجعات خلال ${t.returnProcessing}. بعدها يصل المبلغ المسترد إلى طريقة الدفع التي استخدمتها خلال ${t.refundCard}.`,
          rows: cashOnDelivery
            ? [
                { method: "التحويل البنكي", time: t.refundBankTransfer },
                { method: "المحافظ الرقمية", time: t.refundWallet },
              ]
            : [{ method: "طريقة الدفع التي استخدمتها عند الدفع", time: t.refundCard }],
          note: cashOnDelivery
            ? "بما أنك دفعت نقدًا، يُحوَّل المبلغ إلى حسابك البنكي أو محفظتك الرقمية بعد معالجة المرتجع."
            : "يُعاد المبلغ إلى وسيلة الدفع الأصلية بعد معالجة المرتجع.",
        },
    gcc: {
      faqAnswer:
        gcc.length === 0
          ? "ليس حاليًا: نوصل إلى إمارات الدولة السبع فقط."
          : `نعم، إلى ${gccNames}. تُدفع هذه الطلبات عبر صفحة الدفع الآمنة (الدفع عند الاستلام داخل الإمارات فقط)، وتجد رسوم كل دولة ومدة التوصيل في صفحة الشحن.`,
      shippingCards: gcc.map((country) => ({
        title: country.nameAr,
        text: `التوصيل خلال ${businessDays(country.businessDays)}، والدفع عبر صفحة الدفع الآمنة.`,
        price: t.aed(country.feeAed),
      })),
      termsSentence:
        gcc.length === 0
          ? "نوصل داخل الإمارات فقط."
          : `نوصل أيضًا إلى ${gccNames}، وتُدفع هذه الطلبات عبر صفحة الدفع الآمنة.`,
    },
  };
}
