import type { Translation } from "@/lib/i18n/translation";

import type { accountTwoFactorMessages as En } from "../en/account-two-factor";

/** تغيير عامل التحقق الثاني (إيقافه أو رموز احتياطية جديدة)، ويتطلب رمزًا إلى جانب كلمة المرور. */
export const accountTwoFactorMessages: Translation<typeof En> = {
  codeRequired: "لتغيير التحقق بخطوتين، أدخل رمزًا حاليًا من تطبيق المصادقة أو رمزًا احتياطيًا لم يُستخدم بعد.",
  codeAlreadyUsed: "سبق استخدام هذا الرمز. يُرجى انتظار الرمز التالي في تطبيق المصادقة.",
  backupCodesRenewed: "الرموز الاحتياطية الجديدة جاهزة. لم تعد الرموز الاحتياطية القديمة صالحة.",
  changeIntro:
    "لإيقافه أو للحصول على رموز احتياطية جديدة، أدخل كلمة المرور ورمزًا حاليًا من التطبيق (أو رمزًا احتياطيًا لم يُستخدم بعد).",
  renewBackupCodes: "الحصول على رموز احتياطية جديدة",
  renewing: "جارٍ التحضير...",
  newBackupCodesTitle: "رموزك الاحتياطية الجديدة",
  newBackupCodesIntro: "كل رمز يتيح لك تسجيل الدخول مرة واحدة. احفظها الآن في مكان آمن، فلن تظهر مرة أخرى.",
};
