/** Country names in Arabic, by ISO code: the delivery area and the policy copy read the same table. */
export const countryNames: Readonly<Record<string, string>> = { AE: "الإمارات العربية المتحدة" };
