import { z } from "zod";

/** Only what is worth logging; the rest of a report (the page's whole policy, for one) is dropped. */
const text = z.string().max(2_000).optional();

/** The legacy `report-uri` body: `{ "csp-report": { ... } }` with kebab-case fields. */
const legacyReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "violated-directive": text,
    "effective-directive": text,
    "blocked-uri": text,
    "source-file": text,
    "line-number": z.number().int().optional(),
  }),
});

/** The Reporting API body: an array of `{ type: "csp-violation", body: { ... } }` with camelCase fields. */
const reportingApiSchema = z
  .array(
    z.object({
      type: z.string().max(100),
      body: z
        .object({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: z.number().int().optional(),
        })
        .partial(),
    }),
  )
  .max(20);

export type CspViolation = { document?: string; directive?: string; blocked?: string; source?: string; line?: number };

/** The violations in a report body, or null when the body is not a CSP report at all. */
export function parseCspReport(body: unknown): CspViolation[] | null {
  const legacy = legacyReportSchema.safeParse(body);
  if (legacy.success) {
    const report = legacy.data["csp-report"];
    return [
      {
        document: report["document-uri"],
        directive: report["effective-directive"] ?? report["violated-directive"],
        blocked: report["blocked-uri"],
        source: report["source-file"],
        line: report["line-number"],
      },
    ];
  }
  const modern = reportingApiSchema.safeParse(body);
  if (modern.success) {
    return modern.data
      .filter((report) => report.type === "csp-violation")
      .map(({ body: report }) => ({
        document: report.documentURL,
        directive: report.effectiveDirective,
        blocked: report.blockedURL,
        source: report.sourceFile,
        line: report.lineNumber,
      }));
  }
  return null;
}

/** One log line per violation, with control characters removed so a report cannot forge log lines. */
export function describeViolation(violation: CspViolation): string {
  const clean = (value: string | number | undefined) =>
    String(value ?? "-")
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .slice(0, 300);
  return `[csp] ${clean(violation.directive)} blocked ${clean(violation.blocked)} on ${clean(violation.document)} (${clean(violation.source)}:${clean(violation.line)})`;
}
