"use client";

import { useEffect, useState } from "react";

import { imageToolsMessages } from "@/content/messages/en/image-tools";

const { generator } = imageToolsMessages;

/**
 * Image services report no progress while they work, so this shows an indeterminate bar and the time elapsed.
 * The live region announces the start once; the ticking seconds stay out of it so screen readers are not flooded.
 */
export function GenerationProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className="space-y-2">
      <progress aria-label={generator.progress} className="accent-primary h-2 w-full" />
      <p className="text-muted-foreground text-sm">
        {generator.progressAnnouncement} <span aria-hidden>{generator.elapsed(seconds)}</span>
      </p>
    </div>
  );
}
