import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import { arabicCount, hourForms, minuteForms } from "../../ar/grammar";
import type { accountMessages as En } from "../en/account";

/** Texts of the account screens and e-mails, with the specification's toasts and sign-in error. */
export const accountMessages: Translation<typeof En> = {
  toasts: {
    signedUp: "يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك",
    signedIn: "أهلًا بعودتك!",
    signedOut: "تم تسجيل الخروج بنجاح",
    resetSent: "تم إرسال رسالة إعادة تعيين كلمة المرور",
  },
  flash: {
    passwordChanged: "تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.",
    twoFactorEnabled: "تم تفعيل المصادقة الثنائية.",
    twoFactorDisabled: "تم إيقاف المصادقة الثنائية.",
    profileSaved: "تم حفظ ملفك الشخصي.",
    signedOutOthers: "تم تسجيل خروجك من أجهزتك الأخرى.",
    confirmationSent: "إذا كان لهذا العنوان حساب بانتظار التأكيد، فسيصلك رابط جديد قريبًا.",
  },
  fields: {
    firstName: {
      label: "الاسم الأول",
      required: "يُرجى إدخال اسمك الأول",
      tooLong: "يجب ألا يزيد الاسم الأول على 50 حرفًا",
      notOneLine: "يُرجى كتابة الاسم الأول في سطر واحد، دون فواصل أسطر أو رموز خاصة",
    },
    lastName: {
      label: "اسم العائلة",
      required: "يُرجى إدخال اسم العائلة",
      tooLong: "يجب ألا يزيد اسم العائلة على 50 حرفًا",
      notOneLine: "يُرجى كتابة اسم العائلة في سطر واحد، دون فواصل أسطر أو رموز خاصة",
    },
    email: { label: "البريد الإلكتروني", placeholder: "you@example.com", invalid: "يُرجى إدخال بريد إلكتروني صحيح" },
    identifier: {
      label: "البريد الإلكتروني أو رقم الهاتف",
      placeholder: "you@example.com أو +971 50 123 4567",
      invalid: "يُرجى إدخال بريد إلكتروني أو رقم هاتف صحيح",
    },
    phone: {
      label: "رقم الهاتف (اختياري)",
      hint: "يتيح لك تسجيل الدخول برقم هاتفك بدلًا من بريدك الإلكتروني.",
      invalid: "يُرجى إدخال رقم هاتف بصيغة +971 50 123 4567",
      taken: "رقم الهاتف هذا مستخدم في حساب آخر",
      tooManyChanges: "لقد غيّرت رقم هاتفك مرات كثيرة اليوم. يُرجى المحاولة مرة أخرى غدًا.",
    },
    password: { label: "كلمة المرور" },
    newPassword: { label: "كلمة المرور الجديدة" },
    confirmPassword: { label: "تأكيد كلمة المرور الجديدة", mismatch: "كلمتا المرور غير متطابقتين" },
    currentPassword: { label: "كلمة المرور الحالية", required: "يُرجى إدخال كلمة المرور" },
    code: {
      label: "رمز المصادقة",
      hint: "الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموزك الاحتياطية.",
      invalid: "يُرجى إدخال الرمز المكوّن من 6 أرقام أو رمز احتياطي",
    },
  },
  errors: {
    missingCredentials: "يجب إدخال بريد إلكتروني أو رقم هاتف مع كلمة المرور",
    invalidCredentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
    invalidCode: "هذا الرمز غير صالح. يُرجى المحاولة مرة أخرى.",
    codeExpired: "استغرق تسجيل الدخول وقتًا طويلًا. يُرجى تسجيل الدخول مرة أخرى.",
    wrongPassword: "كلمة المرور غير صحيحة.",
    resetLinkInvalid: "رابط إعادة التعيين غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد.",
    signInRequired: "يُرجى تسجيل الدخول أولًا.",
    emailNotVerified: "يُرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول. يمكننا إرسال رابط التأكيد مرة أخرى.",
    throttled: (minutes: number) =>
      `محاولات كثيرة جدًا. يُرجى الانتظار ${arabicCount(minutes, minuteForms)} ثم المحاولة مرة أخرى.`,
    unexpected: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
    fieldErrorsSummary: "يُرجى تصحيح الحقول المحدّدة.",
    invalidName:
      "يجب أن يكون كل اسم في سطر واحد ولا يزيد على 50 حرفًا (و101 حرف للاسم الكامل)، دون فواصل أسطر أو رموز خاصة.",
  },
  mail: {
    linkLifetime: (hours: number) => arabicCount(hours, hourForms),
    confirm: {
      subject: `أكّد حسابك في ${brand.name}`,
      text: (url: string, lifetime: string) =>
        `مرحبًا،\n\nيُرجى تأكيد بريدك الإلكتروني لإكمال إنشاء حسابك في ${brand.name}:\n\n${url}\n\nستطلب منك الصفحة كلمة المرور التي اخترتها عند التسجيل، ولا يُنشأ الحساب إلا بها. تنتهي صلاحية الرابط خلال ${lifetime}. إذا سجّلت أكثر من مرة، فأيّ من هذه الروابط يعمل مع كلمة المرور التي اخترتها. إذا لم تكن قد أنشأت حسابًا، فتجاهل هذه الرسالة: لا يمكن لأحد استخدام الرابط دون كلمة المرور.`,
    },
    existing: {
      subject: `لديك حساب في ${brand.name} بالفعل`,
      text: (name: string, signInUrl: string, resetUrl: string) =>
        `مرحبًا ${name}،\n\nحاول أحدهم (ونأمل أن تكون أنت) إنشاء حساب في ${brand.name} بهذا البريد الإلكتروني، وهو مرتبط بحساب موجود بالفعل.\n\nتسجيل الدخول: ${signInUrl}\nنسيت كلمة المرور؟ ${resetUrl}\n\nإذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة.`,
    },
    reset: {
      subject: `إعادة تعيين كلمة المرور في ${brand.name}`,
      text: (url: string, lifetime: string) =>
        `مرحبًا،\n\nاستخدم هذا الرابط لاختيار كلمة مرور جديدة:\n\n${url}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${lifetime}. تؤدي إعادة التعيين إلى تسجيل خروجك من جميع الأجهزة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.`,
    },
  },
};
