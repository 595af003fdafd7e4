/** Texts of the cookie-consent banner. */
export const consentMessages = {
  region: "Cookie consent",
  title: "Cookies for ads",
  body: "With your permission we tell our advertising partner which products you view and add to your cart, so our ads reach people like you. Nothing is sent until you accept, and the shop works the same either way.",
  accept: "Accept",
  decline: "Decline",
} as const;
