import { z } from "zod";

import { accountMessages } from "@/content/messages/account";
import { accountPasswordMessages } from "@/content/messages/account-password";
import { looksLikePhoneNumber, normalizePhoneNumber } from "@/lib/auth/phone-number";
import { passwordProblems, type PasswordMessages } from "@/lib/auth/password-policy";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { isSingleLine, NAME_PART_MAX_LENGTH } from "./person-name";
import { textField } from "./text-field";

type AccountMessages = (typeof accountMessages)[Locale];

/** Every account form's rules, their messages in one language. */
function buildAccountSchemas({ fields, errors }: AccountMessages, passwordMessages: PasswordMessages, locale: Locale) {
  // Counted in characters (code points), as the message says, not UTF-16 units.
  const name = (field: { required: string; tooLong: string; notOneLine: string }) =>
    textField(locale, field.required)
      .trim()
      .min(1, field.required)
      .refine((value) => isSingleLine(value), field.notOneLine)
      .refine((value) => [...value].length <= NAME_PART_MAX_LENGTH, field.tooLong);
  const email = textField(locale, fields.email.invalid)
    .trim()
    .toLowerCase()
    .max(254, fields.email.invalid)
    .pipe(z.email(fields.email.invalid));
  /** The spec's weak_password "with reasons": every reason, one per line. */
  const newPassword = z.string().superRefine((value, context) => {
    const problems = passwordProblems(value, {}, passwordMessages);
    if (problems.length > 0) context.addIssue({ code: "custom", message: problems.join("\n") });
  });

  const signUpSchema = z
    .object({ firstName: name(fields.firstName), lastName: name(fields.lastName), email, password: z.string() })
    .superRefine((value, context) => {
      const problems = passwordProblems(value.password, { email: value.email }, passwordMessages);
      if (problems.length > 0) context.addIssue({ code: "custom", path: ["password"], message: problems.join("\n") });
    });

  /** E-mail or phone plus password; missing either gives the spec's one client error (checked before this schema). */
  const signInSchema = z.object({
    identifier: textField(locale)
      .trim()
      .transform((value, context) => {
        if (looksLikePhoneNumber(value)) {
          const phone = normalizePhoneNumber(value);
          if (phone) return { kind: "phone" as const, phone };
        } else if (z.email().safeParse(value.toLowerCase()).success && value.length <= 254) {
          return { kind: "email" as const, email: value.toLowerCase() };
        }
        context.addIssue({ code: "custom", message: fields.identifier.invalid });
        return z.NEVER;
      }),
    password: z.string().min(1, errors.missingCredentials).max(1024, errors.invalidCredentials),
    next: z.string().optional(),
  });

  const emailOnlySchema = z.object({ email });

  const resetPasswordSchema = z
    .object({
      token: z.string().min(1, errors.resetLinkInvalid).max(200, errors.resetLinkInvalid),
      password: newPassword,
      confirmPassword: z.string(),
    })
    .refine((value) => value.password === value.confirmPassword, {
      path: ["confirmPassword"],
      message: fields.confirmPassword.mismatch,
    });

  const profileSchema = z.object({
    firstName: name(fields.firstName),
    lastName: name(fields.lastName),
    phone: z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === "") return null;
        const phone = normalizePhoneNumber(value);
        if (phone) return phone;
        context.addIssue({ code: "custom", message: fields.phone.invalid });
        return z.NEVER;
      }),
  });

  const currentPasswordSchema = z.object({ password: z.string().min(1, fields.currentPassword.required).max(1024) });

  /** A 6-digit TOTP code or a backup code (letters, digits and a dash as Better Auth prints them). */
  const twoFactorCodeSchema = z.object({
    code: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9-]{8,24})$/, fields.code.invalid)),
  });

  return {
    signUpSchema,
    signInSchema,
    emailOnlySchema,
    resetPasswordSchema,
    profileSchema,
    currentPasswordSchema,
    twoFactorCodeSchema,
  };
}

const accountSchemas = byLocale({
  en: buildAccountSchemas(accountMessages.en, accountPasswordMessages.en, "en"),
  ar: buildAccountSchemas(accountMessages.ar, accountPasswordMessages.ar, "ar"),
});

/** The account forms' rules with their messages in the shopper's locale. */
export function accountSchemasFor(locale: Locale) {
  return accountSchemas[locale];
}

export const {
  signUpSchema,
  signInSchema,
  emailOnlySchema,
  resetPasswordSchema,
  profileSchema,
  currentPasswordSchema,
  twoFactorCodeSchema,
} = accountSchemas.en;

/** Which sessions to end; anything else (a hand-made request) ends them all, the safe reading. */
export const signOutSchema = z.object({ scope: z.enum(["global", "local", "others"]).catch("global") });
