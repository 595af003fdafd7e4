"use client";

import { useEffect, useState } from "react";

import { diagnosticsMessages as text } from "@/content/messages/en/diagnostics";
import { readDiagnosticsReport } from "@/components/diagnostics/read-diagnostics-report";
import type { DiagnosticsReport } from "@/lib/diagnostics/report";

/** Specification section 9: diagnostics refresh every 30 s. */
export const REFRESH_MS = 30_000;

type PanelState =
  { kind: "hidden" } | { kind: "loading" } | { kind: "failed" } | { kind: "report"; report: DiagnosticsReport };

async function fetchReport(signal: AbortSignal): Promise<PanelState> {
  try {
    const response = await fetch("/api/diagnostics", { cache: "no-store", signal });
    // Not an admin: the route answers 404 and the page must look exactly as without ?debug=1.
    if (response.status === 404 || response.status === 403) return { kind: "hidden" };
    const report = response.ok ? readDiagnosticsReport(await response.json()) : null;
    return report ? { kind: "report", report } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

export function DiagnosticsPanel() {
  const [state, setState] = useState<PanelState>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    const run = async () => {
      const next = await fetchReport(controller.signal);
      if (controller.signal.aborted) return;
      setState(next);
      if (next.kind !== "hidden") timer = window.setTimeout(run, REFRESH_MS);
    };
    void run();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, []);

  // Nothing at all until the route has said this visitor may see the panel.
  if (state.kind === "hidden" || state.kind === "loading") return null;

  return (
    <aside
      aria-label={text.connectivityTitle}
      className="bg-background fixed end-4 bottom-4 z-50 max-h-[70vh] w-80 overflow-auto rounded-lg border p-4 text-sm shadow-lg"
    >
      <h2 className="font-sans text-base font-semibold">{text.connectivityTitle}</h2>
      {state.kind === "failed" ? <p role="alert">{text.failed}</p> : <ReportView report={state.report} />}
      <p className="text-muted-foreground mt-2 text-xs">{text.refreshNote}</p>
    </aside>
  );
}

function ReportView({ report }: { report: DiagnosticsReport }) {
  if (report.provider === "local") return <p>{text.notShopify}</p>;
  return (
    <>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">{text.provider}</dt>
        <dd>{report.provider}</dd>
        <dt className="font-medium">{text.shopName}</dt>
        <dd>{report.shop?.name ?? "—"}</dd>
        <dt className="font-medium">{text.primaryDomain}</dt>
        <dd>{report.shop?.primaryDomain ?? "—"}</dd>
        <dt className="font-medium">{text.checkedAt}</dt>
        <dd>{new Date(report.checkedAt).toLocaleTimeString("en-GB")}</dd>
      </dl>
      <section aria-labelledby="proof-tests-title" className="mt-3">
        <h3 id="proof-tests-title" className="font-sans font-semibold">
          {text.proofTitle}
        </h3>
        <ul className="mt-1 flex flex-col gap-1">
          {report.checks.map((check) => (
            <li key={check.id}>
              <span className={check.pass ? "font-semibold text-green-800" : "font-semibold text-red-700"}>
                {check.pass ? text.pass : text.fail}
              </span>{" "}
              {check.label}: <span className="text-muted-foreground">{check.detail}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
