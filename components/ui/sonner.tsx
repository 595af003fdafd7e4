"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      richColors
      closeButton
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          // Sonner's rich colours reach only about 4.3:1 (warning 3:1) on their tinted backgrounds; these reach AA
          // 4.5:1.
          "--success-text": "hsl(140, 100%, 22%)",
          "--info-text": "hsl(210, 92%, 38%)",
          "--warning-text": "hsl(31, 92%, 32%)",
          "--error-text": "hsl(360, 100%, 38%)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
