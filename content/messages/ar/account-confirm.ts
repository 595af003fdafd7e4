import type { Translation } from "@/lib/i18n/translation";

import type { accountConfirmMessages as En } from "../en/account-confirm";

/** الصفحة التي يفتحها رابط التأكيد: تطلب كلمة المرور التي اختيرت عند التسجيل. */
export const accountConfirmMessages: Translation<typeof En> = {
  title: "أكّد حسابك",
  intro: (email: string) =>
    `أنت تؤكّد الحساب الخاص بـ ${email}. أدخل كلمة المرور التي اخترتها عند التسجيل: يُنشأ الحساب بكلمة المرور هذه.`,
  passwordLabel: "كلمة المرور التي اخترتها عند التسجيل",
  submit: "تأكيد حسابي",
  submitting: "جارٍ التأكيد…",
  confirmed: "تم تأكيد حسابك. يُرجى تسجيل الدخول.",
  wrongPassword:
    "هذه ليست كلمة المرور التي اختيرت عند التسجيل بهذا العنوان. يُرجى كتابة كلمة المرور التي اخترتها عند التسجيل.",
  invalidLinkTitle: "لم يعد هذا الرابط صالحًا",
  invalidLink:
    "رابط التأكيد هذا غير صالح أو انتهت صلاحيته، أو أن الحساب مؤكَّد بالفعل. يُرجى تسجيل الدخول، أو التسجيل مرة أخرى للحصول على رابط جديد.",
  signIn: "تسجيل الدخول",
  signUpAgain: "التسجيل مرة أخرى",
};
