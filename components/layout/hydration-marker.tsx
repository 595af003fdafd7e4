"use client";

import { useEffect } from "react";

/**
 * Sets `data-hydrated` on <html> once React has taken over the server's HTML, so a browser test (or a support
 * script) knows the page's buttons and forms are live without looking into React's internals.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
