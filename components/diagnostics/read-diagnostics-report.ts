import type { DiagnosticCheck, DiagnosticsReport } from "@/lib/diagnostics/report";

const checkIds = new Set<DiagnosticCheck["id"]>(["reachable", "domain-allowed", "invalid-token-401"]);

function readCheck(value: unknown): DiagnosticCheck | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, label, pass, detail } = value as Record<string, unknown>;
  if (
    !checkIds.has(id as DiagnosticCheck["id"]) ||
    typeof label !== "string" ||
    typeof pass !== "boolean" ||
    typeof detail !== "string"
  )
    return null;
  return { id: id as DiagnosticCheck["id"], label, pass, detail };
}

/** Reads GET /api/diagnostics by hand (the panel is too small to bring zod to the browser); null when malformed. */
export function readDiagnosticsReport(body: unknown): DiagnosticsReport | null {
  if (typeof body !== "object" || body === null) return null;
  const { provider, checkedAt, shop, checks } = body as Record<string, unknown>;
  if (typeof provider !== "string" || typeof checkedAt !== "string" || !Array.isArray(checks)) return null;
  const readChecks = checks.map(readCheck);
  if (readChecks.some((check) => check === null)) return null;
  let readShop: DiagnosticsReport["shop"] = null;
  if (typeof shop === "object" && shop !== null) {
    const { name, primaryDomain } = shop as Record<string, unknown>;
    if (typeof name === "string" && typeof primaryDomain === "string") readShop = { name, primaryDomain };
  }
  return { provider, checkedAt, shop: readShop, checks: readChecks as DiagnosticCheck[] };
}
