/** One line of the 'proof tests' panel. */
export type DiagnosticCheck = {
  id: "reachable" | "domain-allowed" | "invalid-token-401";
  label: string;
  pass: boolean;
  detail: string;
};

/** What GET /api/diagnostics answers an admin; never contains a token. */
export type DiagnosticsReport = {
  provider: string;
  checkedAt: string;
  shop: { name: string; primaryDomain: string } | null;
  checks: DiagnosticCheck[];
};
