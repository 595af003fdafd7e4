const formatters = new Map<string, Intl.NumberFormat>();

/** Intl knows each currency's minor units (0 for JPY and KRW, 3 for KWD, BHD and OMR, 2 for most). */
function numberFormatFor(code: string): Intl.NumberFormat {
  let formatter = formatters.get(code);
  if (!formatter) {
    const { maximumFractionDigits } = new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions();
    formatter = new Intl.NumberFormat("en-US", { minimumFractionDigits: maximumFractionDigits, maximumFractionDigits });
    formatters.set(code, formatter);
  }
  return formatter;
}

/**
 * 'AED 99.00': the code before the amount with a plain space, because AED is the only symbol the shop shows and
 * texts such as 'Save AED 43.00' are matched literally in e-mails and tests.
 */
export function formatPrice(amount: number, currency = "AED"): string {
  const code = currency.toUpperCase();
  return `${code} ${numberFormatFor(code).format(amount)}`;
}
