import { countryNames } from "../../ar/countries";
import { policies } from "../../policies";
import type { Policies } from "../../policies-schema";
import { arabicCount, arabicRangeNoun, dayForms, hourForms } from "../../ar/grammar";
import type { PolicyText } from "../en/policy-text";

type Range = { min: number; max: number };

const weekdays: Readonly<Record<string, string>> = {
  Sunday: "الأحد",
  Monday: "الاثنين",
  Tuesday: "الثلاثاء",
  Wednesday: "الأربعاء",
  Thursday: "الخميس",
  Friday: "الجمعة",
  Saturday: "السبت",
};

const months: Readonly<Record<string, string>> = {
  January: "يناير",
  February: "فبراير",
  March: "مارس",
  April: "أبريل",
  May: "مايو",
  June: "يونيو",
  July: "يوليو",
  August: "أغسطس",
  September: "سبتمبر",
  October: "أكتوبر",
  November: "نوفمبر",
  December: "ديسمبر",
};

const currencies: Readonly<Record<string, string>> = { AED: "درهم" };
const deliverySpeeds: Readonly<Record<string, string>> = { "next day": "اليوم التالي" };

/** A policy word (a weekday, a month) in Arabic; an unknown one fails the build instead of showing English. */
function translated(table: Readonly<Record<string, string>>, value: string, what: string): string {
  const text = table[value];
  if (!text) throw new Error(`No Arabic ${what} for "${value}" (content/copy/ar/policy-text.ts)`);
  return text;
}

/** "2:00 PM GST" → "2:00 ظهرًا بتوقيت الخليج". */
function gulfTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)\s*GST$/i.exec(time.trim());
  if (!match) throw new Error(`Unreadable cut-off time "${time}" (content/copy/ar/policy-text.ts)`);
  const [, hour = "", minutes = "", half = ""] = match;
  const period = half.toUpperCase() === "AM" ? "صباحًا" : Number(hour) === 12 || Number(hour) < 5 ? "ظهرًا" : "مساءً";
  return `${hour}:${minutes} ${period} بتوقيت الخليج`;
}

const range = ({ min, max }: Range) => `${min}-${max}`;
const days = ({ min, max }: Range) =>
  `${range({ min, max })} ${arabicRangeNoun(max, { singular: "يوم", few: "أيام", many: "يومًا" })}`;
const businessDays = ({ min, max }: Range) =>
  `${range({ min, max })} ${arabicRangeNoun(max, { singular: "يوم عمل", few: "أيام عمل", many: "يوم عمل" })}`;
const hours = (count: number) => arabicCount(count, hourForms);

/** The Arabic phrases of every policy figure: the same keys as content/copy/en/policy-text.ts, the figures from content/policies.ts. */
export function buildPolicyText(p: Policies): PolicyText {
  const currency = translated(currencies, p.currency, "currency name");
  const aed = (amount: number) => `${amount} ${currency}`;
  const { shipping, returns } = p;
  const speed = translated(deliverySpeeds, shipping.uaeDelivery, "delivery speed");
  const cutoff = gulfTime(shipping.sameDayCutoff);
  return {
    aed,
    freeShippingThreshold: aed(shipping.freeShippingThreshold),
    standardShippingFee: aed(shipping.standardShippingFee),
    uaeDelivery: `توصيل في ${speed} إلى جميع الإمارات`,
    uaeDeliveryShort: speed,
    freeShippingOver: `شحن مجاني داخل الإمارات للطلبات التي تزيد على ${aed(shipping.freeShippingThreshold)}`,
    standardShipping: `تُشحن الطلبات التي تقل عن ${aed(shipping.freeShippingThreshold)} مقابل ${aed(shipping.standardShippingFee)}`,
    cutoff,
    sameDayProcessing: `نجهّز الطلبات المقدَّمة قبل الساعة ${cutoff} في اليوم نفسه`,
    weekendProcessing: `نجهّز طلبات عطلة نهاية الأسبوع يوم ${translated(weekdays, shipping.weekendProcessingDay, "weekday")}`,
    coldChain: `${translated(months, shipping.summerColdChainMonths.from, "month")} إلى ${translated(months, shipping.summerColdChainMonths.to, "month")}`,
    dispatch: `خلال ${hours(shipping.dispatchWithinHours)}`,
    returnsWindow: `${arabicCount(returns.windowDays, dayForms)} من تاريخ الاستلام`,
    returnsBadge: `إرجاع خلال ${arabicCount(returns.windowDays, dayForms)}`,
    returnShippingPayer: returns.customerPaysReturnShipping ? "يتحمّل العميل تكلفة شحن الإرجاع" : "شحن الإرجاع مجاني",
    returnProcessing: businessDays(returns.processingBusinessDays),
    refundCard: days(returns.refundDays.card),
    refundBankTransfer: days(returns.refundDays.bankTransfer),
    refundWallet: days(returns.refundDays.wallet),
    reportIssue: `خلال ${hours(returns.reportIssueWithinHours)}`,
    changeWindow: `خلال ${hours(returns.changeOrCancelWithinHours)}`,
    cashOnDelivery: `الدفع عند الاستلام متاح في ${translated(countryNames, p.cashOnDelivery.country, "country name")} فقط، للطلبات التي تقل عن ${aed(p.cashOnDelivery.maxOrderTotal)}`,
    welcomeDiscount: `خصم ${p.newsletter.welcomeDiscountPercent}%`,
    replyWithin: `خلال ${hours(p.support.replyWithinHours)}`,
  };
}

export const policyText: PolicyText = buildPolicyText(policies);
