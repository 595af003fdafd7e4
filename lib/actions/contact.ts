"use server";

import { contactMessages } from "@/content/messages/contact";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded } from "@/lib/actions/action-result";
import { defineAction, perClient } from "@/lib/actions/define-action";
import { contactInbox } from "@/lib/contact/contact-inbox";
import { contactFields, SUBMISSION_KEY_FIELD } from "@/lib/contact/contact-fields";
import { storeContactMessage } from "@/lib/contact/store-contact-message";
import { getDb } from "@/lib/db";
import { readFormValues } from "@/lib/forms/form-values";
import { rateLimits } from "@/lib/rate-limit/limits";
import { contactMessageSchemaFor } from "@/lib/validations/contact";

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
  refusals: refusalTables.contact,
  work: async ({ input, form, locale }) => {
    const formKey = readFormValues(form, [SUBMISSION_KEY_FIELD], 100)?.[SUBMISSION_KEY_FIELD] ?? "";
    await storeContactMessage(await getDb(), input, { formKey, inbox: contactInbox() });
    // A repeated submit of a stored message is answered like the first: it is there, and its e-mail is on its way.
    return succeeded(undefined, contactMessages[locale].sent.title);
  },
});
