/** The delivery line on the product page, the cart and checkout (lib/delivery/delivery-line.ts). */
export const deliveryLineMessages = {
  /** "Order within 3 h 12 min for delivery tomorrow, Wed 3 Dec" */
  orderWithin: (time: string, day: string) => `Order within ${time} for delivery ${day}`,
  /** After the cut-off or on a day off: "Order now for delivery on Sun 6 Dec" */
  orderNow: (day: string) => `Order now for delivery ${day}`,
  tomorrow: (date: string) => `tomorrow, ${date}`,
  on: (date: string) => `on ${date}`,
  duration: (hours: number, minutes: number) => (hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`),
  /** Without JavaScript, or before the clock is read: the promise without a date. */
  general: "Next-day delivery across the UAE",
} as const;
