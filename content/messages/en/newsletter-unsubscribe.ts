import { brand } from "../../brand";

/** The page a newsletter e-mail's unsubscribe link opens (/newsletter/unsubscribe). */
export const unsubscribeMessages = {
  metaTitle: "Unsubscribe from the newsletter",
  confirm: {
    title: "Unsubscribe from the newsletter?",
    body: (email: string) =>
      `We will stop sending our newsletter to ${email}. Order and delivery e-mails still arrive.`,
    button: "Unsubscribe",
  },
  done: {
    title: "You are unsubscribed",
    body: (email: string) => `${email} will get no more newsletter e-mails from ${brand.name}.`,
  },
  already: {
    title: "You are already unsubscribed",
    body: (email: string, date: string) =>
      `${email} was taken off our newsletter list on ${date}. There is nothing more to do.`,
  },
  gone: {
    title: "You are not on our list",
    body: "This address is no longer on our newsletter list. There is nothing more to do.",
  },
  invalid: {
    title: "This link does not work",
    body: `The unsubscribe link is incomplete or was changed. Use the link at the bottom of your latest e-mail from us, or write to ${brand.contactEmail} and we will take you off the list.`,
  },
  /** Once unsubscribed: the link to the confirmation page, the one way back onto the list. */
  rejoin: { question: "Changed your mind?", link: "Subscribe again" },
  backToShop: "Back to the shop",
} as const;
