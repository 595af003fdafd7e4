/** Texts of the currency selector and of converted prices. */
export const currencyMessages = {
  selectLabel: "Currency",
  approximately: "approximately",
  /** Under a converted price: the shopper always pays the AED amount. */
  /** In the cart while another currency is selected. */
  chargedInAed: (currency: string) =>
    `Prices elsewhere in the shop are shown in approximate ${currency}; your order is charged in AED.`,
  /** Beside the selector when the chosen currency has no rate yet: prices stay in AED, and the shopper is told. */
  unavailable: (currency: string) => `${currency} is unavailable right now; prices are shown in AED.`,
  approximateNote: (currency: string, aedPrice: string) => `Approximate price in ${currency}. You pay ${aedPrice}.`,
} as const;
