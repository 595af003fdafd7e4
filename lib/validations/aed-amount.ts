import { z } from "zod";

/**
 * An AED amount typed as '239', '239.5' or '239.50', as integer fils, parsed from the digits so no float rounding
 * creeps in.
 */
export function aedAmountInFils(message: string) {
  return z
    .string(message)
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, message)
    .transform((value) => {
      const [whole = "0", fraction = ""] = value.split(".");
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    });
}
