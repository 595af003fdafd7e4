import { ilike, not, or, type SQL } from "drizzle-orm";

import { contactMessages as contactTexts } from "@/content/messages/contact";
import { contactMessages } from "@/lib/db/schema";
import { locales } from "@/lib/i18n/locales";

/**
 * The subject a visitor without an account picks to exercise their data rights (access, correction, erasure):
 * the last subject the contact form suggests, in each language. A subject that starts with one of them is a data
 * request, so "Personal data request: erase my orders" counts too.
 */
export const dataRequestSubjects: readonly string[] = locales.map(
  (locale) => contactTexts[locale].form.subject.suggestions.at(-1) ?? "",
);

export function isDataRequestSubject(subject: string): boolean {
  const normalised = subject.trim().toLowerCase();
  return dataRequestSubjects.some((start) => start && normalised.startsWith(start.toLowerCase()));
}

/** The same test in SQL, for the back office's inbox. */
export function dataRequestCondition(): SQL {
  const [first, ...rest] = dataRequestSubjects
    .filter(Boolean)
    .map((start) => ilike(contactMessages.subject, `${start}%`));
  return or(first, ...rest) ?? ilike(contactMessages.subject, `${dataRequestSubjects[0]}%`);
}

export const notDataRequestCondition = (): SQL => not(dataRequestCondition());
