/** Texts of the currency selector and of converted prices. */
export const currencyMessages = {
  selectLabel: "Currency",
  /** The selector's group of currencies other than AED, seen when it opens: before a shopper picks one. */
  otherCurrencies: "Approximate prices · UAE delivery only",
  approximately: "approximately",
  /** In the cart while another currency is selected. */
  chargedInAed: (currency: string) =>
    `Prices elsewhere in the shop are shown in approximate ${currency}; your order is charged in AED. We deliver within the UAE only.`,
  /** Beside the selector when the chosen currency has no rate yet: prices stay in AED, and the shopper is told. */
  unavailable: (currency: string) => `${currency} is unavailable right now; prices are shown in AED.`,
  /** Under a converted price: the other currencies are for reading only, since the shop delivers in the UAE alone. */
  approximateNote: (currency: string, aedPrice: string) =>
    `Approximate price in ${currency}. You pay ${aedPrice}. We deliver within the UAE only.`,
} as const;
