"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";

// Loaded only on ?debug=1, so no shopper downloads the panel's code.
const DiagnosticsPanel = dynamic(() => import("./diagnostics-panel").then((module) => module.DiagnosticsPanel), { ssr: false });

const noSubscription = () => () => {};
const debugRequested = () => new URLSearchParams(window.location.search).get("debug") === "1";

/**
 * The ?debug=1 switch. The panel shows only what /api/diagnostics answers, and that route answers only admins (and
 * development), so for anyone else the page stays exactly the normal one.
 */
export function DebugDiagnostics() {
  const requested = useSyncExternalStore(noSubscription, debugRequested, () => false);
  return requested ? <DiagnosticsPanel /> : null;
}
