/**
 * Spreadsheet programs run a cell that starts with one of these as a formula (CSV injection, OWASP): a subscriber
 * could sign up as '=HYPERLINK(...)@x.com'. A leading apostrophe makes the cell plain text.
 */
const FORMULA_TRIGGERS = ["=", "+", "-", "@", "\t", "\r"];

export type CsvValue = string | number | boolean | Date | null | undefined;

function asText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

// A negative amount ("-108.58", a credit note's) is a number to a spreadsheet, never a formula: it stays summable.
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** One cell, defused and quoted as RFC 4180 asks: in double quotes when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  let text = asText(value);
  if (FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and data rows, CRLF-separated as RFC 4180 specifies. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
