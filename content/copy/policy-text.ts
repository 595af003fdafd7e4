import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/policy-text";
import * as ar from "./ar/policy-text";

export const policyText = byLocale<Translation<typeof en.policyText>>({ en: en.policyText, ar: ar.policyText });
