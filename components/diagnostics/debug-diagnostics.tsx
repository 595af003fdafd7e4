"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, useSyncExternalStore } from "react";

import { canSeeDiagnosticsAction } from "@/lib/actions/diagnostics-access";

// Loaded only on ?debug=1 for an admin session, so no shopper downloads the panel's code.
const DiagnosticsPanel = dynamic(() => import("./diagnostics-panel").then((module) => module.DiagnosticsPanel), {
  ssr: false,
});

const noSubscription = () => () => {};
const debugRequested = () => new URLSearchParams(window.location.search).get("debug") === "1";

/**
 * The ?debug=1 switch, an admin feature. The page is the same static page for everyone, so the session is asked
 * first; for a shopper the panel never loads and /api/diagnostics is never called (it would answer 404 and log an
 * error).
 */
export function DebugDiagnostics() {
  const requested = useSyncExternalStore(noSubscription, debugRequested, () => false);
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (!requested) return;
    let current = true;
    canSeeDiagnosticsAction().then(
      (answer) => current && setAllowed(answer.ok && answer.data === true),
      () => current && setAllowed(false),
    );
    return () => {
      current = false;
    };
  }, [requested]);
  return requested && allowed ? <DiagnosticsPanel /> : null;
}
