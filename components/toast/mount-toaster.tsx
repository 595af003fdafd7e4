"use client";

import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { toast } from "sonner";

import { Toaster } from "@/components/ui/sonner";

function ToasterHost({ onMounted }: { onMounted: () => void }) {
  // A parent's effects run after its children's: by now sonner's Toaster listens, so the first notice is not missed.
  useEffect(() => {
    onMounted();
  }, [onMounted]);
  // Below the sticky 64 px header (components/layout/site-header.tsx), so a notice never covers the navigation.
  return <Toaster position="top-center" offset={{ top: 80 }} mobileOffset={{ top: 72 }} />;
}

/** Mounts the one Toaster in its own root at the end of <body> (loaded by notify.ts with the first notice). */
export function mountToaster(): Promise<typeof toast> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(<ToasterHost onMounted={() => resolve(toast)} />);
  });
}
