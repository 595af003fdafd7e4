import { policies } from "../policies";
import { countryNames } from "./countries";
import { emirateNames } from "./emirates";

/**
 * The emirate and country an order records in English (the names the delivery form submits), by their Arabic
 * names: the Arabic order pages and the Arabic tax invoice name the place in Arabic, the record stays as it is.
 */
export const arabicPlaceNames: ReadonlyMap<string, string> = new Map([
  ...Object.entries(emirateNames),
  ...(countryNames[policies.cashOnDelivery.country]
    ? [[policies.cashOnDelivery.countryName, countryNames[policies.cashOnDelivery.country]!] as const]
    : []),
]);
