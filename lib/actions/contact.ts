"use server";

import { contactMessages } from "@/content/messages/contact";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { contactInbox } from "@/lib/contact/contact-inbox";
import { contactFields, SUBMISSION_KEY_FIELD, type ContactState } from "@/lib/contact/contact-state";
import { storeContactMessage } from "@/lib/contact/store-contact-message";
import { getDb } from "@/lib/db";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { contactMessageSchemaFor, type ContactField } from "@/lib/validations/contact";

/**
 * Stores a contact message and e-mails it to the shop's inbox. Anyone may write (no session to check); the
 * limit per client keeps the inbox from being flooded, and the hidden submission key makes a double submit one message.
 */
export async function sendContactMessageAction(_previous: ContactState, formData: FormData): Promise<ContactState> {
  const values = readFormValues(formData, contactFields, 6000) ?? {};
  const locale = readFormLocale(formData);
  const { errors, sent } = contactMessages[locale];
  const failed = (state: Pick<ContactState, "outcome" | "message"> & Partial<ContactState>): ContactState => ({ fieldErrors: {}, values, ...state });

  const parsed = contactMessageSchemaFor(locale).safeParse(values);
  if (!parsed.success) return failed({ outcome: "invalid", message: errors.fieldErrorsSummary, fieldErrors: fieldErrorsFrom<ContactField>(parsed.error) });

  const limited = await rateLimits.contactByClient.consume(await getClientAddress());
  if (!limited.ok) return failed({ outcome: "throttled", message: errors.throttled });

  const formKey = readFormValues(formData, [SUBMISSION_KEY_FIELD], 100)?.[SUBMISSION_KEY_FIELD] ?? "";
  try {
    await storeContactMessage(await getDb(), parsed.data, { formKey, inbox: contactInbox() });
  } catch (error) {
    console.error("[contact] storing a contact message failed", error);
    return failed({ outcome: "error", message: null });
  }
  // A repeated submit of a stored message is answered like the first: it is there, and its e-mail is on its way.
  return { outcome: "sent", message: sent.title, fieldErrors: {}, values: {} };
}
