"use server";

import { contactMessages } from "@/content/messages/contact";
import { formInput } from "@/lib/actions/action-input";
import { defineAction, perClient } from "@/lib/actions/define-action";
import { contactInbox } from "@/lib/contact/contact-inbox";
import { contactFields, SUBMISSION_KEY_FIELD, type ContactState } from "@/lib/contact/contact-state";
import { storeContactMessage } from "@/lib/contact/store-contact-message";
import { getDb } from "@/lib/db";
import { readFormValues } from "@/lib/forms/form-values";
import { rateLimits } from "@/lib/rate-limit/limits";
import { contactMessageSchemaFor, type ContactField } from "@/lib/validations/contact";

/**
 * Stores a contact message and e-mails it to the shop's inbox. Anyone may write (no session to check); the
 * limit per client keeps the inbox from being flooded, and the hidden submission key makes a double submit one message.
 */
export const sendContactMessageAction = defineAction({
  name: "contact",
  who: "anyone",
  read: formInput(contactFields, 6000),
  schema: contactMessageSchemaFor,
  limit: perClient(rateLimits.contactByClient),
  answers: (refusal, { locale, values }): ContactState => {
    const { errors } = contactMessages[locale];
    if (refusal.code === "invalid")
      return {
        outcome: "invalid",
        message: errors.fieldErrorsSummary,
        fieldErrors: refusal.fieldErrors as Partial<Record<ContactField, string>>,
        values,
      };
    if (refusal.code === "throttled")
      return { outcome: "throttled", message: errors.throttled, fieldErrors: {}, values };
    return { outcome: "error", message: null, fieldErrors: {}, values };
  },
  work: async ({ input, form, locale }): Promise<ContactState> => {
    const formKey = readFormValues(form, [SUBMISSION_KEY_FIELD], 100)?.[SUBMISSION_KEY_FIELD] ?? "";
    await storeContactMessage(await getDb(), input, { formKey, inbox: contactInbox() });
    // A repeated submit of a stored message is answered like the first: it is there, and its e-mail is on its way.
    return { outcome: "sent", message: contactMessages[locale].sent.title, fieldErrors: {}, values: {} };
  },
});
