/**
 * The currencies fixed to the US dollar by their central banks, with the published rate per dollar. When no rate
 * file can be reached (or none has arrived yet), prices in these currencies are converted at the peg, so a shopper
 * choosing SAR still gets SAR; the floating ones (KWD is pegged to a basket, EUR, GBP, JPY, KRW) are then unavailable.
 * Checked against each central bank's published policy on `checkedOn`; a peg change is rare and announced.
 */
export const dollarPegs = {
  checkedOn: "2026-11-26",
  perUsd: {
    USD: { rate: 1, source: "US dollar (the anchor)" },
    AED: { rate: 3.6725, source: "Central Bank of the UAE" },
    SAR: { rate: 3.75, source: "Saudi Central Bank (SAMA)" },
    QAR: { rate: 3.64, source: "Qatar Central Bank" },
    BHD: { rate: 0.376, source: "Central Bank of Bahrain" },
    OMR: { rate: 0.3845, source: "Central Bank of Oman" },
  },
} as const;

type PeggedCurrency = keyof typeof dollarPegs.perUsd;

/** AED to each pegged currency, through the dollar: e.g. SAR 3.75 / 3.6725 ≈ 1.0211 per AED. */
export const peggedAedRates: Readonly<Record<PeggedCurrency, number>> = Object.fromEntries(
  Object.entries(dollarPegs.perUsd).map(([code, { rate }]) => [code, rate / dollarPegs.perUsd.AED.rate]),
) as Record<PeggedCurrency, number>;
