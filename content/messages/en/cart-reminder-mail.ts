import { brand } from "../../brand";

/** The one reminder a cart left behind gets (lib/cart-reminders). */
export const cartReminderMailMessages = {
  subject: `Your ${brand.name} cart is waiting for you`,
  greeting: "Hello,",
  intro: (items: number) =>
    items === 1
      ? "You left 1 item in your cart. We have kept it for you:"
      : `You left ${items} items in your cart. We have kept them for you:`,
  restoreLink: "Return to my cart",
  /** The link opens the cart on any device, so the shopper can finish on their phone or their laptop. */
  validity: (date: string) => `The link opens your cart on any device until ${date}.`,
  onlyOnce: "This is the only reminder we send for this cart.",
  signOff: `The ${brand.name} team`,
  whyReceived: "You are receiving this because you signed up for our newsletter.",
  unsubscribe: "Unsubscribe",
} as const;
