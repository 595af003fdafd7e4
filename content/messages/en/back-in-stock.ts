import { brand } from "../../brand";

/** "Notify me" on a sold-out or coming-soon product: the form, its pages and its two e-mails. */
export const backInStockMessages = {
  form: {
    title: "Notify me when it is available",
    intro: "Leave your e-mail and we will write once, when you can order it. Nothing else.",
    emailLabel: "Your e-mail address",
    button: "Notify me",
  },
  sent: {
    metaTitle: "Check your inbox",
    title: "Check your inbox",
    body: "We have sent you a link to confirm your address. Once you confirm, we will write to you once, when this product can be ordered.",
    backToProduct: "Back to the product",
  },
  problems: {
    invalid: "Please enter a valid e-mail address.",
    throttled: "Too many attempts. Please wait a few minutes and try again.",
    unexpected: "Something went wrong. Please try again in a moment.",
    tryAgain: "Try again",
  },
  confirm: {
    metaTitle: "Confirm your back-in-stock alert",
    ask: {
      title: "Confirm your alert",
      body: (email: string, product: string) =>
        `Press the button to confirm that ${email} wants one e-mail when ${product} can be ordered.`,
      button: "Confirm my alert",
    },
    done: {
      title: "Your alert is confirmed",
      body: (email: string, product: string) =>
        `Thank you! We will write to ${email} once, when ${product} can be ordered.`,
    },
    sent: {
      title: "It is available",
      body: (email: string, product: string) => `${product} can be ordered now; we have written to ${email} about it.`,
    },
    invalid: {
      title: "This link does not work",
      body: `The link is incomplete, was changed, or the alert was deleted. Ask again on the product's page, or write to ${brand.contactEmail}.`,
    },
    throttled: "Too many attempts. Please wait a few minutes and try again.",
    backToProduct: "See the product",
  },
  confirmMail: {
    subject: (product: string) => `Confirm your alert for ${product}`,
    body: (product: string) =>
      `You asked us to write when ${product} can be ordered. Please confirm your address with the link below; we will then write once, and only about this product.`,
    link: "Confirm my alert",
    ignore: "If you did not ask for this, simply ignore this e-mail: nothing will be sent.",
    signOff: `The ${brand.name} team`,
  },
  availableMail: {
    subject: (product: string) => `${product} is available again`,
    body: (product: string) => `Good news: ${product} can be ordered again.`,
    link: "Order it now",
    why: "You are receiving this one e-mail because you asked to be told. We will not write again about this product.",
    signOff: `The ${brand.name} team`,
  },
} as const;
