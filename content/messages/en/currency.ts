/** Texts of the currency selector and of converted prices. */
export const currencyMessages = {
  selectLabel: "Currency",
  approximately: "approximately",
  /** Under a converted price: the shopper always pays the AED amount. */
  approximateNote: (currency: string, aedPrice: string) => `Approximate price in ${currency}. You pay ${aedPrice}.`,
} as const;
